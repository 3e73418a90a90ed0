import type { CategoryList, CategorySummary } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { $session } from '../session.ts';
import { ADMIN_TEXT } from '../text.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { categoriesQuery } from './categories-query.ts';
import { deleteCategory } from './category-actions.ts';
import { CategoryRow } from './CategoryRow.tsx';
import { CountBadges } from './CountBadges.tsx';
import { CreateCategoryForm } from './CreateCategoryForm.tsx';
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx';
import { CATEGORIES_TEXT } from './text.ts';

/** The back office's shared words, in the screen's one language. */
const ES = ADMIN_TEXT.es;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="mt-14">
      <h2 className="font-display text-3xl text-ink">{title}</h2>
      {hint && <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted">{hint}</p>}
      <div className="mt-4 border-t border-line">{children}</div>
    </section>
  );
}

function Lists({ list, canEdit }: { list: CategoryList; canEdit: boolean }) {
  const [deleting, setDeleting] = useState<CategorySummary | null>(null);
  const builtIn = list.categories.filter((c) => c.kind !== 'custom');
  const own = list.categories.filter((c) => c.kind === 'custom');
  const row = (category: CategorySummary) => <CategoryRow key={category.name} category={category} canEdit={canEdit} onDelete={setDeleting} />;
  return (
    <>
      <Section title={CATEGORIES_TEXT.ownTitle}>
        {own.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-14 text-center">
            <p className="font-display text-2xl text-muted italic">{CATEGORIES_TEXT.empty}</p>
            {canEdit && <p className="text-sm text-muted">{CATEGORIES_TEXT.emptyHint}</p>}
          </div>
        ) : (
          <ul>{own.map(row)}</ul>
        )}
      </Section>
      <Section title={CATEGORIES_TEXT.siteTitle} hint={CATEGORIES_TEXT.siteHint}>
        <ul>{builtIn.map(row)}</ul>
      </Section>
      {list.uncategorised.imageCount > 0 && (
        <Section title={CATEGORIES_TEXT.uncategorised} hint={CATEGORIES_TEXT.uncategorisedHint}>
          <div className="py-5">
            <CountBadges {...list.uncategorised} />
          </div>
        </Section>
      )}
      <DeleteCategoryDialog category={deleting} onCancel={() => setDeleting(null)} onConfirm={(category) => void deleteCategory(category.name, list.version)} />
    </>
  );
}

/** /admin/collections (docs/product.md#category-manager, Spanish only; ADR 023). */
export function CategoriesPage() {
  const state = useStore(categoriesQuery.$state);
  const session = useStore($session);
  const canEdit = session.status === 'ready' && session.user?.isAdmin === true;
  return (
    <div lang="es">
      <PageHeading eyebrow={CATEGORIES_TEXT.eyebrow} title={CATEGORIES_TEXT.title} intro={CATEGORIES_TEXT.intro} />
      <div className="mt-10">{canEdit ? <CreateCategoryForm /> : <p className="text-sm text-muted">{CATEGORIES_TEXT.readOnly}</p>}</div>
      {state.status === 'loading' && <Spinner label={ES.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-14 text-center text-danger">
          {ES.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' && <Lists list={state.data} canEdit={canEdit} />}
    </div>
  );
}
