import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './Button.tsx';

export interface TypedConfirmDialogProps {
  /** The button that opens the dialog. */
  triggerLabel: string;
  title: string;
  text: string;
  /** The word to type (any case) before the action works, e.g. BORRAR / ERASE. */
  word: string;
  /** The input's label, naming the word. */
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  disabled?: boolean;
  /** The action; true when it succeeded, which closes the dialog (a failure keeps it open). */
  onConfirm(): Promise<boolean>;
}

/**
 * A question before something that destroys data for good (an erasure): the confirmation
 * word must be typed before the button works, so neither a slip nor Enter alone can do it.
 */
export function TypedConfirmDialog({ triggerLabel, title, text, word, label, confirmLabel, cancelLabel, disabled = false, onConfirm }: TypedConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const confirmed = typed.trim().toUpperCase() === word;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    const done = await onConfirm();
    setPending(false);
    if (done) setOpen(false);
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTyped('');
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="deny" disabled={disabled}>
          {triggerLabel}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/55" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 border border-line bg-paper p-6 shadow-2xl sm:p-8">
          <form onSubmit={(event) => void submit(event)}>
            <AlertDialog.Title className="font-display text-2xl leading-tight text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-muted">{text}</AlertDialog.Description>
            <label htmlFor={inputId} className="mt-6 block text-[0.7rem] font-medium uppercase tracking-[0.22em] text-muted">
              {label}
            </label>
            <input
              id={inputId}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
              className="mt-2 w-full border-0 border-b border-ink/40 bg-transparent px-0 py-2 text-base tracking-[0.2em] text-ink focus:border-accent focus:ring-0"
            />
            <div className="mt-8 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="deny" disabled={!confirmed || pending}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
