import { mediaUrl, type Review } from '@atelier/contracts';
import type { ReviewRecord } from '@atelier/domain';

/**
 * A review as the API answers it, from the domain's record of it (a row or an aggregate's
 * state) and its stream's version (the row's `stream_version`, or the version an edit led to).
 */
export function toReview(record: ReviewRecord, version: number): Review {
  return {
    id: record.reviewId,
    clientName: record.clientName,
    content: record.content,
    rating: record.rating,
    featured: record.featured,
    imageUrl: record.blobKey === null ? null : mediaUrl(record.blobKey),
    createdAt: record.addedAt,
    version,
  };
}
