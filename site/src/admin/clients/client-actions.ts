import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import type { Query } from '../query.ts';
import { CLIENTS_TEXT } from './text.ts';

/**
 * One change to a client: POST it in the admin's language, toast the outcome (the server's
 * words when it refuses), then reload what shows it. Answers whether it was stored.
 */
export async function clientChange(path: string, body: unknown, done: string, reload: readonly Query<unknown>[], headers?: Record<string, string>): Promise<boolean> {
  try {
    await apiFetch(path, { method: 'POST', body: body ?? {}, lang: ADMIN_LANG, headers });
    showToast({ title: done });
    return true;
  } catch (error) {
    const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error);
    showToast({ title: CLIENTS_TEXT.failed, description, variant: 'destructive' });
    return false;
  } finally {
    await Promise.all(reload.map((query) => query.refetch()));
  }
}
