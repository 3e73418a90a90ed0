export const REVIEW_STREAM_TYPE = 'review';

/** The PostgreSQL sequence numeric review ids come from. */
export const REVIEW_ID_SEQUENCE = 'review_ids';

export const reviewStreamId = (reviewId: number): string => `${REVIEW_STREAM_TYPE}-${reviewId}`;

/** Where a review's photo is kept in the blob store. */
export const reviewPhotoBlobKey = (reviewId: number, extension: string): string => `reviews/${reviewId}/photo.${extension}`;
