import type { AccountListItem } from '@atelier/contracts';
import { longDate } from '../dates.ts';
import { RemoveAccountDialog } from './RemoveAccountDialog.tsx';
import { ACCOUNTS_TEXT } from './text.ts';

/** Each account with its role and since when; every one but her own can be removed. */
export function AccountList({ accounts, currentUserId }: { accounts: readonly AccountListItem[]; currentUserId: string }) {
  return (
    <ul aria-label={ACCOUNTS_TEXT.listLabel} className="border-t border-line">
      {accounts.map((account) => (
        <li key={account.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-line py-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-base font-medium break-all text-ink">{account.username}</span>
              <span className="text-[0.65rem] font-medium uppercase tracking-[0.2em] text-accent-deep">
                {account.isAdmin ? ACCOUNTS_TEXT.admin : ACCOUNTS_TEXT.staff}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">
              {ACCOUNTS_TEXT.since} {longDate(account.createdAt)}
            </p>
          </div>
          {account.id === currentUserId ? (
            <span className="text-xs uppercase tracking-[0.16em] text-muted">{ACCOUNTS_TEXT.you}</span>
          ) : (
            <RemoveAccountDialog account={account} />
          )}
        </li>
      ))}
    </ul>
  );
}
