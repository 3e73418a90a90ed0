import type { AccountListItem, PublicUser, RegisterOutput } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { accountsQuery } from './accounts-query.ts';
import { ACCOUNTS_TEXT } from './text.ts';

/** The server's refusals come back in the admin's language. */
const path = (suffix = '') => `/api/accounts${suffix}?lang=${ADMIN_LANG}`;

function failed(error: unknown): void {
  showToast({
    title: ACCOUNTS_TEXT.toasts.failed,
    description: error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error),
    variant: 'destructive',
  });
}

/** POST /api/accounts; the field errors the server finds are handed back for the form to show. */
export async function createAccount(input: RegisterOutput): Promise<{ ok: true } | { ok: false; issues: ApiCallError['issues'] }> {
  try {
    const user = await apiFetch<PublicUser>(path(), { method: 'POST', body: input });
    showToast(ACCOUNTS_TEXT.toasts.created(user.username));
    await accountsQuery.refetch();
    return { ok: true };
  } catch (error) {
    failed(error);
    return { ok: false, issues: error instanceof ApiCallError ? error.issues : [] };
  }
}

/** DELETE /api/accounts/{id}: the account's sessions end at once. */
export async function removeAccount(account: AccountListItem): Promise<boolean> {
  try {
    await apiFetch(path(`/${encodeURIComponent(account.id)}`), { method: 'DELETE' });
    showToast(ACCOUNTS_TEXT.toasts.removed(account.username));
    return true;
  } catch (error) {
    failed(error);
    return false;
  } finally {
    await accountsQuery.refetch();
  }
}
