import { aggregateStream } from '../kernel/decider.ts';
import { reviewDecider } from './decider.ts';

export const REVIEW_STREAM_TYPE = 'review';

/** The PostgreSQL sequence numeric review ids come from. */
export const REVIEW_ID_SEQUENCE = 'review_ids';

export const reviewStreamId = (reviewId: number): string => `${REVIEW_STREAM_TYPE}-${reviewId}`;

/** Where a review's photo is kept in the blob store. */
export const reviewPhotoBlobKey = (reviewId: number, extension: string): string => `reviews/${reviewId}/photo.${extension}`;

/** One review's stream: its decider, id and type as one value. */
export const reviewStream = (reviewId: number) => aggregateStream(reviewDecider, REVIEW_STREAM_TYPE, reviewStreamId(reviewId));
