import { mediaUrl, type Review } from '@atelier/contracts';
import type { ReviewRecord } from '@atelier/domain';

/** What an answer about a review is made of: the domain's record and its stream's version. */
export interface ReviewFacts {
  review: ReviewRecord;
  version: number;
}

/** A review (a testimonial) as the API answers it, its photo's URL made from its blob key. */
export function toReview({ review, version }: ReviewFacts): Review {
  return {
    id: review.reviewId,
    clientName: review.clientName,
    content: review.content,
    contentEn: review.contentEn,
    rating: review.rating,
    featured: review.featured,
    imageUrl: review.blobKey === null ? null : mediaUrl(review.blobKey),
    createdAt: review.addedAt,
    version,
  };
}
