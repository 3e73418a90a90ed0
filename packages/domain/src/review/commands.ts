import type { DomainCommand } from '../shared/command.ts';
import type { ReviewAddedData } from './events.ts';

/** `rating` may be absent: the review then has the default rating, 5. */
export type AddReview = DomainCommand<'AddReview', Omit<ReviewAddedData, 'rating'> & { rating?: number }>;

export type EditReview = DomainCommand<
  'EditReview',
  { reviewId: number; clientName?: string; content?: string; rating?: number; featured?: boolean; at: string }
>;

export type DeleteReview = DomainCommand<'DeleteReview', { reviewId: number; at: string }>;

export type ReviewCommand = AddReview | EditReview | DeleteReview;
