import type { DomainEvent } from '../kernel/decider.ts';

export const REVIEW_ADDED = 'ReviewAdded';
export const REVIEW_EDITED = 'ReviewEdited';
export const REVIEW_DELETED = 'ReviewDeleted';

/** The fields of a review an edit may change (the photo is chosen only when adding, docs/product.md#review-manager). */
export const REVIEW_EDITABLE = ['clientName', 'content', 'contentEn', 'rating', 'featured'] as const;

/** Rating when none is given (docs/product.md#constants). */
export const DEFAULT_RATING = 5;

export interface ReviewAddedData extends Record<string, unknown> {
  reviewId: number;
  clientName: string;
  content: string;
  /**
   * The testimonial in English, null when not written (English pages then show the Spanish).
   * Absent from the reviews added before English was offered: read as null.
   */
  contentEn?: string | null;
  /** 1 to 5. */
  rating: number;
  featured: boolean;
  /** The client's photo, re-encoded (`reviews/{id}/photo.webp`), or null. */
  blobKey: string | null;
  addedAt: string;
}

/** Only the fields that changed are present. */
export interface ReviewEditedData extends Record<string, unknown> {
  reviewId: number;
  clientName?: string;
  content?: string;
  contentEn?: string | null;
  rating?: number;
  featured?: boolean;
  at: string;
}

export interface ReviewDeletedData extends Record<string, unknown> {
  reviewId: number;
  at: string;
}

export type ReviewAdded = DomainEvent<typeof REVIEW_ADDED, ReviewAddedData>;
export type ReviewEdited = DomainEvent<typeof REVIEW_EDITED, ReviewEditedData>;
export type ReviewDeleted = DomainEvent<typeof REVIEW_DELETED, ReviewDeletedData>;

export type ReviewEvent = ReviewAdded | ReviewEdited | ReviewDeleted;

export const REVIEW_EVENT_TYPES = [REVIEW_ADDED, REVIEW_EDITED, REVIEW_DELETED] as const;
