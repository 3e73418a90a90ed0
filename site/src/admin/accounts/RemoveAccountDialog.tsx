import type { AccountListItem } from '@atelier/contracts';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { removeAccount } from './account-actions.ts';
import { ACCOUNTS_TEXT } from './text.ts';

/** Removing an account asks first: its sessions end at once and it cannot come back. */
export function RemoveAccountDialog({ account }: { account: AccountListItem }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const removed = await removeAccount(account);
    setPending(false);
    if (removed) setOpen(false);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="deny" size="sm" aria-label={ACCOUNTS_TEXT.removeOf(account.username)}>
          {ACCOUNTS_TEXT.remove}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 border border-line bg-paper p-6 shadow-2xl sm:p-8">
          <AlertDialog.Title className="font-display text-2xl leading-tight break-words text-ink">{ACCOUNTS_TEXT.removeTitle(account.username)}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-muted">{ACCOUNTS_TEXT.removeText}</AlertDialog.Description>
          <div className="mt-8 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{ACCOUNTS_TEXT.cancel}</Button>
            </AlertDialog.Cancel>
            <Button variant="deny" disabled={pending} onClick={() => void confirm()}>
              {ACCOUNTS_TEXT.removeConfirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
