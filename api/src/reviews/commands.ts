import type { ReviewCreate } from '@atelier/contracts';
import type { AddReview, ReviewState } from '@atelier/domain';
import { toReview } from '../answers/review.ts';
import type { StoredImage } from '../uploads/store-images.ts';

/** Adding a review, whether the admin writes it or the demo catalogue seeds it. */
export function addReview(reviewId: number, fields: ReviewCreate, photo: StoredImage | null, addedAt: string): AddReview {
  return { type: 'AddReview', data: { reviewId, ...fields, blobKey: photo?.key ?? null, addedAt } };
}

/** What an add or an edit answers: the review its events leave, with the version to edit it at next. */
export function reviewAnswer(state: ReviewState, version: number): Record<string, unknown> {
  if (state.status !== 'present') throw new Error('a review command left no review');
  return { ...toReview({ review: state.review, version }) };
}
