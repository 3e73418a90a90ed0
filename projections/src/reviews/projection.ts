import {
  REVIEW_ADDED,
  REVIEW_DELETED,
  REVIEW_EDITED,
  REVIEW_EVENT_TYPES,
  type ReviewAddedData,
  type ReviewDeletedData,
  type ReviewEditedData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { definedOnly } from '../defined-only.ts';
import { javascriptProjection, type RowChange } from '../javascript-projection.ts';
import { reviewsTable } from './table.ts';

function fold(event: StoredEvent): RowChange<'rm_reviews'> {
  if (event.type === REVIEW_ADDED) {
    const d = event.data as ReviewAddedData;
    return {
      insert: {
        review_id: d.reviewId,
        client_name: d.clientName,
        content: d.content,
        // Reviews added before English was offered have no contentEn.
        content_en: d.contentEn ?? null,
        rating: d.rating,
        featured: d.featured,
        blob_key: d.blobKey,
        created_at: d.addedAt,
        deleted: false,
      },
    };
  }
  const review = { review_id: (event.data as ReviewDeletedData).reviewId };
  switch (event.type) {
    case REVIEW_EDITED: {
      const { clientName, content, contentEn, rating, featured } = event.data as ReviewEditedData;
      return { update: review, set: definedOnly({ client_name: clientName, content, content_en: contentEn, rating, featured }) };
    }
    case REVIEW_DELETED:
      return { update: review, set: { deleted: true } };
    default:
      throw new Error(`reviews: unexpected event ${event.type}`);
  }
}

/** The clients' testimonials (a review is a testimonial, never a verdict: docs/architecture.md#glossary). */
export const reviewsProjection = javascriptProjection({
  name: 'reviews',
  why: 'small and curated by the owner (ADR 011)',
  table: reviewsTable,
  handles: REVIEW_EVENT_TYPES,
  streamVersioned: true,
  fold,
});
