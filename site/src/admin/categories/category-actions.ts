import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { galleryQuery } from '../gallery/gallery-query.ts';
import { categoriesQuery } from './categories-query.ts';
import { CATEGORIES_TEXT } from './text.ts';

const TOASTS = CATEGORIES_TEXT.toasts;
const path = (name: string) => `/api/categories/${encodeURIComponent(name)}`;

/**
 * Runs one change and reloads the list, whatever the answer. A failure is a red 'Error' toast
 * with the server's message (a refusal, a 409), else the spec's default (§8). Resolves true
 * when the change was made.
 */
async function change(call: () => Promise<unknown>, done: () => void, failed: string): Promise<boolean> {
  try {
    await call();
    done();
    return true;
  } catch (error) {
    const description = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : failed;
    showToast({ title: TOASTS.error, description, variant: 'destructive' });
    return false;
  } finally {
    // A rename or delete moves images too: the gallery manager's list is read again as well.
    await Promise.all([categoriesQuery.refetch(), galleryQuery.refetch()]);
  }
}

export function createCategory(name: string): Promise<boolean> {
  return change(
    () => apiFetch<{ name: string }>('/api/categories', { method: 'POST', body: { name } }),
    () => showToast({ title: TOASTS.created.title, description: TOASTS.created.description(name.trim().toLowerCase()) }),
    TOASTS.createFailed,
  );
}

export function renameCategory(name: string, newName: string): Promise<boolean> {
  return change(
    () => apiFetch(path(name), { method: 'PATCH', body: { name: newName } }),
    () => showToast({ title: TOASTS.renamed.title, description: TOASTS.renamed.description(newName.trim().toLowerCase()) }),
    TOASTS.renameFailed,
  );
}

export function deleteCategory(name: string): Promise<boolean> {
  return change(() => apiFetch(path(name), { method: 'DELETE' }), () => showToast(TOASTS.deleted), TOASTS.deleteFailed);
}
