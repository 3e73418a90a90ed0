import type { CategorySummary } from '@atelier/contracts';
import { AlertDialog } from 'radix-ui';
import { Button } from '../ui/Button.tsx';
import { CATEGORIES_TEXT } from './text.ts';

/** The confirmation before a delete (it says the images move to general, docs/product.md#category-manager). */
export function DeleteCategoryDialog({
  category,
  onCancel,
  onConfirm,
}: {
  category: CategorySummary | null;
  onCancel: () => void;
  onConfirm: (category: CategorySummary) => void;
}) {
  return (
    <AlertDialog.Root
      open={category !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        {category && (
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 border border-line bg-paper px-6 py-7 shadow-2xl sm:px-9 sm:py-8">
            <AlertDialog.Title className="font-display text-3xl leading-tight text-ink">{CATEGORIES_TEXT.confirmTitle(category.name)}</AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-base leading-relaxed text-muted">
              {CATEGORIES_TEXT.confirmText(category.imageCount)}
            </AlertDialog.Description>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{CATEGORIES_TEXT.cancel}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="deny" onClick={() => onConfirm(category)}>
                  {CATEGORIES_TEXT.remove}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        )}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
