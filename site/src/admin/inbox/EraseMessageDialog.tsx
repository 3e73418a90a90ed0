import type { ContactMessageListItem } from '@atelier/contracts';
import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.tsx';
import { eraseMessage } from './inbox-actions.ts';
import { INBOX_TEXT } from './text.ts';

/**
 * An admin's erasure of one message, behind a typed confirmation: the word must be typed
 * (any case) before the button works, because the data cannot come back.
 */
export function EraseMessageDialog({ message, disabled }: { message: ContactMessageListItem; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const confirmed = typed.trim().toUpperCase() === INBOX_TEXT.eraseWord;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    const erased = await eraseMessage(message);
    setPending(false);
    if (erased) setOpen(false);
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
          {INBOX_TEXT.erase}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/55" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 border border-line bg-paper p-6 shadow-2xl sm:p-8">
          <form onSubmit={(event) => void submit(event)}>
            <AlertDialog.Title className="font-display text-2xl leading-tight text-ink">{INBOX_TEXT.eraseTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-muted">{INBOX_TEXT.eraseText}</AlertDialog.Description>
            <label htmlFor={inputId} className="mt-6 block text-[0.7rem] font-medium uppercase tracking-[0.22em] text-muted">
              {INBOX_TEXT.eraseLabel(INBOX_TEXT.eraseWord)}
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
                <Button variant="outline">{INBOX_TEXT.cancel}</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="deny" disabled={!confirmed || pending}>
                {INBOX_TEXT.eraseConfirm}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
