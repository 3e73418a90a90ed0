import type { Review, ReviewFormValues } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { changeShownItem, outcomeOf, type ChangeOutcome } from '../item-change.ts';
import { reviewChanges } from './review-changes.ts';
import { reviewsQuery } from './reviews-query.ts';
import { REVIEWS_TEXT } from './text.ts';

const toasts = REVIEWS_TEXT.toasts;

/** How a change went: on a refusal, the message shown (the dialog repeats it, for screen readers too) and whether it was a stale edit. */
export type Outcome = { ok: true } | { ok: false; message: string; result: Exclude<ChangeOutcome, 'done'> };

const OK: Outcome = { ok: true };

/**
 * A refused change (docs/product.md#messages): a red 'Error' toast with the server's message,
 * else `fallback`. A 409 (someone else changed the review since it was shown: item-change.ts)
 * or a 404 (it was deleted) says so, and the list is reloaded to show the review as it now is.
 */
async function failed(error: unknown, fallback: string): Promise<Outcome> {
  const message = error instanceof ApiCallError ? (error.serverMessage ?? error.message) : fallback;
  showToast({ title: toasts.errorTitle, description: message, variant: 'destructive' });
  await reviewsQuery.refetch();
  return { ok: false, message, result: outcomeOf(error) };
}

/** POST /api/reviews as a multipart form (rating as text, featured 'true'/'false', the optional photo). */
export async function addReview(values: ReviewFormValues, photo: File | null): Promise<Outcome> {
  const form = new FormData();
  form.append('clientName', values.clientName);
  form.append('content', values.content);
  form.append('contentEn', values.contentEn ?? '');
  form.append('rating', String(values.rating));
  form.append('featured', String(values.featured));
  if (photo) form.append('image', photo);
  try {
    await apiFetch<Review>('/api/reviews', { method: 'POST', body: form });
  } catch (error) {
    return failed(error, toasts.addFailed);
  }
  showToast(toasts.added);
  await reviewsQuery.refetch();
  return OK;
}

/** PATCH /api/reviews/{id} with the changed fields, at the version `review` was shown at; nothing changed closes the dialog without a call. */
export async function editReview(review: Review, values: ReviewFormValues): Promise<Outcome> {
  const patch = reviewChanges(review, values);
  if (Object.keys(patch).length === 0) return OK;
  try {
    await changeShownItem<Review>(`/api/reviews/${review.id}`, review.version, { method: 'PATCH', body: patch });
  } catch (error) {
    return failed(error, toasts.updateFailed);
  }
  showToast(toasts.updated);
  await reviewsQuery.refetch();
  return OK;
}

/** DELETE /api/reviews/{id}, after the confirmation, at the version the review was shown at. */
export async function deleteReview(review: Review): Promise<Outcome> {
  try {
    await changeShownItem(`/api/reviews/${review.id}`, review.version, { method: 'DELETE' });
  } catch (error) {
    return failed(error, toasts.deleteFailed);
  }
  showToast(toasts.deleted);
  await reviewsQuery.refetch();
  return OK;
}
