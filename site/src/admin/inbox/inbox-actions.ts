import type { ContactMessageListItem } from '@atelier/contracts';
import { atom } from 'nanostores';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { inboxQuery } from './inbox-query.ts';
import { INBOX_TEXT } from './text.ts';

/** The message whose archive or erase is under way, so its buttons wait. */
export const $inboxBusy = atom<string | null>(null);

/** The server's refusals come back in the admin's language. */
const post = (id: string, action: 'read' | 'archive' | 'erase') =>
  apiFetch(`/api/contact-messages/${encodeURIComponent(id)}/${action}?lang=${ADMIN_LANG}`, { method: 'POST' });

const failure = (error: unknown) =>
  showToast({
    title: INBOX_TEXT.toasts.failed,
    description: error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error),
    variant: 'destructive',
  });

/** Opening a message marks it read, once; a failure is logged and the message stays unread. */
export async function markRead(message: ContactMessageListItem): Promise<void> {
  if (message.readAt !== null) return;
  try {
    await post(message.id, 'read');
  } catch (error) {
    console.error('marking a message read failed:', error);
  }
  await inboxQuery.refetch();
}

async function run(message: ContactMessageListItem, action: 'archive' | 'erase', done: { title: string; description?: string }): Promise<boolean> {
  $inboxBusy.set(message.id);
  try {
    await post(message.id, action);
    showToast(done);
    return true;
  } catch (error) {
    failure(error);
    return false;
  } finally {
    await inboxQuery.refetch();
    $inboxBusy.set(null);
  }
}

export const archiveMessage = (message: ContactMessageListItem) => run(message, 'archive', INBOX_TEXT.toasts.archived);

/** An admin's only (the server answers 403 to anyone else). */
export const eraseMessage = (message: ContactMessageListItem) => run(message, 'erase', INBOX_TEXT.toasts.erased);
