import type { CategorySummary } from '@atelier/contracts';
import type { ChangeOutcome } from '../item-change.ts';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { renameCategory } from './category-actions.ts';
import { CountBadges } from './CountBadges.tsx';
import { RenameForm } from './RenameForm.tsx';
import { CATEGORIES_TEXT } from './text.ts';

/** What a built-in category is, and in one line why it offers no rename or delete. */
function KindNote({ category }: { category: CategorySummary }) {
  if (category.kind === 'custom') return null;
  const why = category.kind === 'collection' ? CATEGORIES_TEXT.fixed.collection(category.name) : CATEGORIES_TEXT.fixed.fallback;
  return (
    <span className="text-xs text-muted">
      <span className="font-medium uppercase tracking-[0.16em] text-accent">{CATEGORIES_TEXT.kinds[category.kind]}</span>
      <span aria-hidden="true"> · </span>
      {why}
    </span>
  );
}

/**
 * One category: its name as the owner wrote it, its counts and, for an admin, inline rename and
 * delete. A built-in category offers neither and says why (the server refuses them too).
 */
export function CategoryRow({ category, canEdit, onDelete }: { category: CategorySummary; canEdit: boolean; onDelete: (category: CategorySummary) => void }) {
  const [renaming, setRenaming] = useState(false);
  const builtIn = category.kind !== 'custom';

  async function rename(newName: string, version: number): Promise<ChangeOutcome> {
    const outcome = await renameCategory(category.name, newName, version);
    if (outcome === 'done') setRenaming(false);
    return outcome;
  }

  return (
    <li className="flex flex-col gap-4 border-b border-line py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
      {renaming ? (
        <RenameForm name={category.name} onRename={rename} onClose={() => setRenaming(false)} />
      ) : (
        <>
          <div className="flex min-w-0 flex-col gap-1.5">
            <span className={`font-display text-2xl leading-tight break-words text-ink ${builtIn ? 'first-letter:uppercase' : ''}`}>{category.name}</span>
            <KindNote category={category} />
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:justify-end">
            <CountBadges imageCount={category.imageCount} featuredCount={category.featuredCount} />
            {canEdit && !builtIn && (
              <span className="flex gap-2">
                <Button variant="outline" size="sm" aria-label={CATEGORIES_TEXT.renameOf(category.name)} onClick={() => setRenaming(true)}>
                  {CATEGORIES_TEXT.rename}
                </Button>
                <Button variant="deny" size="sm" aria-label={CATEGORIES_TEXT.removeOf(category.name)} onClick={() => onDelete(category)}>
                  {CATEGORIES_TEXT.remove}
                </Button>
              </span>
            )}
          </div>
        </>
      )}
    </li>
  );
}
