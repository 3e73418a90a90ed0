import type { DomainCommand } from '../kernel/command.ts';

/** `rating` may be absent: the review then has the default rating, 5. `contentEn` is null when not written. */
export type AddReview = DomainCommand<
  'AddReview',
  {
    reviewId: number;
    clientName: string;
    content: string;
    contentEn: string | null;
    rating?: number;
    featured: boolean;
    blobKey: string | null;
    addedAt: string;
  }
>;

export type EditReview = DomainCommand<
  'EditReview',
  { reviewId: number; clientName?: string; content?: string; contentEn?: string | null; rating?: number; featured?: boolean; at: string }
>;

export type DeleteReview = DomainCommand<'DeleteReview', { reviewId: number; at: string }>;

export type ReviewCommand = AddReview | EditReview | DeleteReview;
