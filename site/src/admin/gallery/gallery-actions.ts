import { TOASTS, type GalleryImage, type GalleryImageCreate, type GalleryImagePatch } from '@atelier/contracts';
import { atom } from 'nanostores';
import { apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { contentOf, keyForAttempt, type AttemptKey } from '../../islands/forms/idempotency-key.ts';
import { changeShownItem, outcomeOf, type ChangeOutcome } from '../item-change.ts';
import { ADMIN_LANG } from '../lang.ts';
import { galleryFailureToast, type GalleryChange } from './failure-toast.ts';
import { categoriesQuery } from '../categories/categories-query.ts';
import { galleryQuery } from './gallery-query.ts';
import { isVisibilityOnly } from './image-form.ts';

/** The admin's language for the API's messages (docs/product.md#validation: errors in the request's language). */
const HEADERS = { 'Accept-Language': ADMIN_LANG };
const toasts = TOASTS[ADMIN_LANG];

/** The gallery changed: its list, and the categories' counts, are read again. */
const reload = () => Promise.all([galleryQuery.refetch(), categoriesQuery.refetch()]);

/** The ids of the images whose visibility is being toggled, so their buttons wait. */
export const $toggling = atom<ReadonlySet<number>>(new Set());

/** The last add's key: a retry of exactly the same add (after a lost answer) cannot store the image twice. */
let lastAdd: AttemptKey | null = null;

/** A refused change: its toast, and the list read again (it may be out of date: someone else changed or deleted the image). */
async function fail(error: unknown, change: GalleryChange): Promise<Exclude<ChangeOutcome, 'done'>> {
  showToast({ ...galleryFailureToast(error, change, ADMIN_LANG), variant: 'destructive' });
  await reload();
  return outcomeOf(error);
}

/** POST /api/gallery-images (multipart, docs/product.md#api): true once added, the list reloaded and the toast shown. */
export async function addImage(values: GalleryImageCreate, file: File): Promise<boolean> {
  const body = new FormData();
  body.append('image', file);
  body.append('title', values.title);
  body.append('description', values.description ?? '');
  body.append('titleEn', values.titleEn ?? '');
  body.append('descriptionEn', values.descriptionEn ?? '');
  body.append('category', values.category);
  body.append('featured', String(values.featured));
  body.append('visible', String(values.visible));
  body.append('lang', ADMIN_LANG);
  lastAdd = keyForAttempt(lastAdd, contentOf(body));
  try {
    await apiFetch('/api/gallery-images', { method: 'POST', body, headers: { ...HEADERS, 'Idempotency-Key': lastAdd.key } });
  } catch (error) {
    await fail(error, 'create');
    return false;
  }
  lastAdd = null;
  await reload();
  showToast(toasts.imageAdded);
  return true;
}

/**
 * PATCH /api/gallery-images/{id} with only what changed, at the version `image` was shown at;
 * a visibility-only patch is the visibility update.
 */
export async function editImage(image: GalleryImage, patch: GalleryImagePatch): Promise<ChangeOutcome> {
  const visibilityOnly = isVisibilityOnly(patch);
  try {
    await changeShownItem(`/api/gallery-images/${image.id}`, image.version, { method: 'PATCH', body: patch, headers: HEADERS });
  } catch (error) {
    return fail(error, visibilityOnly ? 'visibility' : 'update');
  }
  await reload();
  showToast(visibilityOnly ? toasts.imageVisibilityUpdated : toasts.imageUpdated);
  return 'done';
}

/** The card's Ocultar/Mostrar button: sends only `{ visible }`. */
export async function toggleVisibility(image: GalleryImage): Promise<void> {
  $toggling.set(new Set([...$toggling.get(), image.id]));
  try {
    await editImage(image, { visible: !image.visible });
  } finally {
    const rest = new Set($toggling.get());
    rest.delete(image.id);
    $toggling.set(rest);
  }
}

/**
 * DELETE /api/gallery-images/{id} at the version the image was shown at, then the deleted-title
 * marker (docs/product.md#api), so the demo catalogue never brings the title back. The
 * marker's failure is only logged.
 */
export async function deleteImage(image: GalleryImage): Promise<boolean> {
  try {
    await changeShownItem(`/api/gallery-images/${image.id}`, image.version, { method: 'DELETE', headers: HEADERS });
  } catch (error) {
    await fail(error, 'delete');
    return false;
  }
  try {
    await apiFetch(`/api/gallery-deleted-marker?title=${encodeURIComponent(image.title)}`, { method: 'POST', headers: HEADERS });
  } catch (error) {
    console.error('POST /api/gallery-deleted-marker failed:', error);
  }
  await reload();
  showToast(toasts.imageDeleted);
  return true;
}
