import { mediaUrl, type Review } from '@atelier/contracts';
import type { ReviewRecord } from '@atelier/domain';

/** A review as the API answers it, from the domain's record of it (a row or an aggregate's state). */
export function toReview(record: ReviewRecord): Review {
  return {
    id: record.reviewId,
    clientName: record.clientName,
    content: record.content,
    rating: record.rating,
    featured: record.featured,
    imageUrl: record.blobKey === null ? null : mediaUrl(record.blobKey),
    createdAt: record.addedAt,
  };
}
