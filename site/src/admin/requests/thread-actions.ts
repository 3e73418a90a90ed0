import type { RequestListItem } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { requestsQuery, threadQuery } from './requests-query.ts';
import { THREAD_TEXT } from './text.ts';

const threadPath = (item: Pick<RequestListItem, 'type' | 'id'>) => `/api/requests/${item.type}/${item.id}/messages`;

/**
 * POST a reply from the atelier (docs/product.md#the-clients-page); it goes to her by mail and
 * shows on her page. A refusal is a destructive toast with the server's message, in the admin's
 * language, and its field problems are handed back for the form to show.
 */
export async function sendReply(item: RequestListItem, text: string): Promise<{ ok: true } | { ok: false; issues: { path: string; message: string }[] }> {
  try {
    await apiFetch(`${threadPath(item)}?lang=${ADMIN_LANG}`, { method: 'POST', body: { text } });
    showToast(THREAD_TEXT.sent);
    return { ok: true };
  } catch (error) {
    const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error);
    showToast({ title: THREAD_TEXT.sendFailed, description, variant: 'destructive' });
    return { ok: false, issues: error instanceof ApiCallError ? error.issues : [] };
  } finally {
    await threadQuery(item.type, item.id).refetch();
  }
}

/**
 * The staff have read her messages up to `upTo`: the list's and the tab's counts go down. A
 * failure is only logged; the messages stay unread and are marked again at the next opening.
 */
export async function markThreadRead(item: Pick<RequestListItem, 'type' | 'id'>, upTo: number): Promise<void> {
  try {
    await apiFetch(`${threadPath(item)}/read?lang=${ADMIN_LANG}`, { method: 'POST', body: { upTo } });
  } catch (error) {
    console.error('marking a thread read failed:', error);
  }
  await Promise.all([requestsQuery.refetch(), threadQuery(item.type, item.id).refetch()]);
}
