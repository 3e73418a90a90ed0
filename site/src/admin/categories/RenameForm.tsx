import { MAX_CATEGORY_LENGTH, typedCategoryName } from '@atelier/contracts';
import { useState, type SubmitEvent } from 'react';
import type { ChangeOutcome } from '../item-change.ts';
import { Button } from '../ui/Button.tsx';
import { useShownItem } from '../use-shown-item.ts';
import { categoriesQuery } from './categories-query.ts';
import { CATEGORIES_TEXT } from './text.ts';

/** The catalogue's version as the list now shows it (every category is in one stream). */
const listedVersion = () => categoriesQuery.$state.get().data?.version;

/**
 * The inline rename (docs/product.md#category-manager): Confirmar (or Enter) renames, Cancelar
 * (or Escape) leaves it; a blank or unchanged name only closes it, with no call. The rename is
 * sent at the catalogue's version when it opened; after a stale edit the typed name stays, at
 * the new one.
 */
export function RenameForm({
  name,
  onRename,
  onClose,
}: {
  name: string;
  onRename: (newName: string, version: number) => Promise<ChangeOutcome>;
  onClose: () => void;
}) {
  const [text, setText] = useState(name);
  const [version, settle] = useShownItem(listedVersion() ?? -1, listedVersion);
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const newName = typedCategoryName(text, name);
    if (newName === null) return onClose();
    setPending(true);
    settle(await onRename(newName, version));
    setPending(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center">
      <input
        type="text"
        value={text}
        // The row's rename button was just pressed to open it: the text is what she came to change.
        autoFocus
        maxLength={MAX_CATEGORY_LENGTH}
        autoComplete="off"
        aria-label={CATEGORIES_TEXT.newNameOf(name)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        className="min-w-0 flex-1 border-0 border-b border-accent bg-transparent px-0 py-1.5 font-display text-2xl text-ink focus:ring-0"
      />
      <span className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {CATEGORIES_TEXT.confirm}
        </Button>
        <Button variant="outline" size="sm" disabled={pending} onClick={onClose}>
          {CATEGORIES_TEXT.cancel}
        </Button>
      </span>
    </form>
  );
}
