import type { RequestListItem } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { eventsQuery } from '../calendar/events-query.ts';
import { ADMIN_LANG } from '../lang.ts';
import { ERASE_TEXT } from './erase-text.ts';
import { historyQuery, requestsQuery } from './requests-query.ts';

/**
 * POST the erasure of a request's client (an admin's only: the server answers 403 to anyone
 * else), then reload the list, its history and the calendar, which lose her name. A refusal
 * is a destructive toast with the server's message, in the admin's language.
 */
export async function eraseClientData(item: RequestListItem): Promise<boolean> {
  try {
    await apiFetch(`/api/requests/${item.type}/${item.id}/erase?lang=${ADMIN_LANG}`, { method: 'POST' });
    showToast(ERASE_TEXT.toasts.erased);
    return true;
  } catch (error) {
    const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error);
    showToast({ title: ERASE_TEXT.toasts.failed, description, variant: 'destructive' });
    return false;
  } finally {
    await Promise.all([requestsQuery.refetch(), historyQuery(item.type, item.id).refetch(), eventsQuery.refetch()]);
  }
}
