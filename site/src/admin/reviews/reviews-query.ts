import type { Review } from '@atelier/contracts';
import { createQuery } from '../query.ts';

/**
 * GET /api/reviews: every review, newest first. The answer is public and browsers keep it a
 * minute, so the manager revalidates it: after a change it must show the change.
 */
export const reviewsQuery = createQuery<Review[]>('/api/reviews', { cache: 'no-cache' });
