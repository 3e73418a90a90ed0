import { tidyCategoryName } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { changeShownItem, outcomeOf, type ChangeOutcome } from '../item-change.ts';
import { galleryQuery } from '../gallery/gallery-query.ts';
import { ADMIN_TEXT } from '../text.ts';
import { categoriesQuery } from './categories-query.ts';
import { CATEGORIES_TEXT } from './text.ts';

const TOASTS = CATEGORIES_TEXT.toasts;
const path = (name: string) => `/api/categories/${encodeURIComponent(name)}`;
/** The screen is Spanish only, whatever the back office's or the browser's language: so are the server's refusals. */
const lang = 'es';
const ES = ADMIN_TEXT.es;

/**
 * Runs one change and reloads the list, whatever the answer. A failure is a red 'Error' toast
 * with the server's message (a refusal), or the admin's words for a stale edit
 * (item-change.ts), else the screen's own default (docs/product.md#messages). Resolves how it
 * went once the list is read again.
 */
async function change(call: () => Promise<unknown>, done: () => void, failed: string): Promise<ChangeOutcome> {
  try {
    await call();
    done();
    return 'done';
  } catch (error) {
    const stale = outcomeOf(error) === 'stale';
    const description = stale ? ES.staleEdit.description : error instanceof ApiCallError ? (error.serverMessage ?? error.message) : failed;
    showToast({ title: TOASTS.error, description, variant: 'destructive' });
    return outcomeOf(error);
  } finally {
    // A rename or delete moves images too: the gallery manager's list is read again as well.
    await Promise.all([categoriesQuery.refetch(), galleryQuery.refetch()]);
  }
}

export async function createCategory(name: string): Promise<boolean> {
  const outcome = await change(
    () => apiFetch<{ name: string }>('/api/categories', { method: 'POST', body: { name }, lang }),
    () => showToast({ title: TOASTS.created.title, description: TOASTS.created.description(tidyCategoryName(name)) }),
    TOASTS.createFailed,
  );
  return outcome === 'done';
}

/** Every category is in one stream: `version` is the catalogue's, as the list showed it when the rename opened (If-Match). */
export function renameCategory(name: string, newName: string, version: number): Promise<ChangeOutcome> {
  return change(
    () => changeShownItem(path(name), version, { method: 'PATCH', body: { name: newName }, lang }),
    () => showToast({ title: TOASTS.renamed.title, description: TOASTS.renamed.description(tidyCategoryName(newName)) }),
    TOASTS.renameFailed,
  );
}

/** `version` is the catalogue's, as the list showed it when the delete was confirmed (If-Match). */
export function deleteCategory(name: string, version: number): Promise<ChangeOutcome> {
  return change(() => changeShownItem(path(name), version, { method: 'DELETE', lang }), () => showToast(TOASTS.deleted), TOASTS.deleteFailed);
}
