import { TOASTS, type RequestListItem } from '@atelier/contracts';
import { atom } from 'nanostores';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { requestKey } from './filter.ts';
import { historyQuery, requestsQuery } from './requests-query.ts';

/** The request whose status is being changed, so its buttons (row and dialog) wait. */
export const $updating = atom<string | null>(null);

/** What the atelier decides about a pending request. */
export type Verdict = 'approved' | 'denied';

const STATUS_PATH = { dress: '/api/dress-orders', concept: '/api/custom-concepts' } as const;

/**
 * PATCH the status of a pending request (docs/product.md#request-status), then reload the list
 * and its history. A refusal (409 when it is no longer pending) is a destructive "Update
 * failed" toast with the server's message, and the list is reloaded to show the real status.
 */
export async function updateStatus(item: RequestListItem, status: Verdict): Promise<void> {
  const toasts = TOASTS[ADMIN_LANG];
  $updating.set(requestKey(item));
  try {
    await apiFetch(`${STATUS_PATH[item.type]}/${item.id}/status`, { method: 'PATCH', body: { status } });
    showToast(toasts.statusUpdated);
  } catch (error) {
    const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : toasts.statusUpdateFailed.description;
    showToast({ title: toasts.statusUpdateFailed.title, description, variant: 'destructive' });
  } finally {
    await Promise.all([requestsQuery.refetch(), historyQuery(item.type, item.id).refetch()]);
    $updating.set(null);
  }
}
