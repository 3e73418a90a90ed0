import { changedFields } from '../kernel/changes.ts';
import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import type { AddReview, DeleteReview, EditReview, ReviewCommand } from './commands.ts';
import { DEFAULT_RATING, REVIEW_ADDED, REVIEW_DELETED, REVIEW_EDITABLE, REVIEW_EDITED, type ReviewAddedData, type ReviewEvent } from './events.ts';

/** The review as its events leave it (`contentEn` null when never written); the API answers a change with it. */
export interface ReviewRecord extends ReviewAddedData {
  contentEn: string | null;
}

export type ReviewState = { status: 'none' } | { status: 'present'; review: ReviewRecord } | { status: 'deleted' };

export const initialReviewState: ReviewState = { status: 'none' };

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case REVIEW_ADDED:
      return { status: 'present', review: { ...event.data, contentEn: event.data.contentEn ?? null } };
    case REVIEW_EDITED: {
      if (state.status !== 'present') return state;
      const { reviewId: _id, at: _at, ...changes } = event.data;
      return { status: 'present', review: { ...state.review, ...changes } };
    }
    case REVIEW_DELETED:
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

/** A whole number from 1 to 5; the schema checks it too, the domain does not trust it. */
function checkRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new DomainError(`rating ${rating} is not a whole number from 1 to 5`);
  return rating;
}

function add(command: AddReview, state: ReviewState): ReviewEvent[] {
  const c = command.data;
  if (state.status !== 'none') throw new DomainError(`review ${c.reviewId} already exists`);
  const data: ReviewAddedData = {
    reviewId: c.reviewId,
    clientName: c.clientName,
    content: c.content,
    contentEn: c.contentEn,
    rating: checkRating(c.rating ?? DEFAULT_RATING),
    featured: c.featured,
    blobKey: c.blobKey,
    addedAt: c.addedAt,
  };
  return [{ type: REVIEW_ADDED, data }];
}

function present(state: ReviewState, reviewId: number): ReviewRecord {
  if (state.status !== 'present') throw new NotFound('review', reviewId);
  return state.review;
}

function edit(command: EditReview, state: ReviewState): ReviewEvent[] {
  const { reviewId, at, rating } = command.data;
  const review = present(state, reviewId);
  if (rating !== undefined) checkRating(rating);
  const changes = changedFields(review, command.data, REVIEW_EDITABLE);
  return Object.keys(changes).length === 0 ? [] : [{ type: REVIEW_EDITED, data: { reviewId, ...changes, at } }];
}

function remove(command: DeleteReview, state: ReviewState): ReviewEvent[] {
  const { reviewId, at } = command.data;
  present(state, reviewId);
  return [{ type: REVIEW_DELETED, data: { reviewId, at } }];
}

/** Edits and deletes need a review that exists and is not deleted (the API answers 404). */
export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'AddReview':
      return add(command, state);
    case 'EditReview':
      return edit(command, state);
    case 'DeleteReview':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: initialReviewState,
  evolve: evolveReview,
  decide: decideReview,
};
