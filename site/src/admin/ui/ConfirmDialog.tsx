import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from './Button.tsx';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The confirm button's look: red by default, green when the question is about approving. */
  confirmVariant?: 'deny' | 'approve';
  /** The action; the dialog stays open, its buttons waiting, until it settles, then closes. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/**
 * A question before something that cannot be undone (Radix AlertDialog): Cancel has the focus
 * first, so Enter alone never destroys anything.
 */
export function ConfirmDialog({ open, title, text, cancelLabel, confirmLabel, pendingLabel, confirmVariant = 'deny', onConfirm, onClose }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const focus = useReturnFocus();

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <AlertDialog.Portal>
        {/* z-50, like the content: asked from inside another dialog, it dims that dialog too. */}
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <AlertDialog.Content {...focus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 border border-line bg-paper p-6 shadow-2xl sm:p-8">
          <AlertDialog.Title className="font-display text-3xl leading-tight text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-base leading-relaxed text-muted">{text}</AlertDialog.Description>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} disabled={pending} onClick={() => void confirm()}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
