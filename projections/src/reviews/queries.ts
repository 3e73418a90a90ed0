import type { Review } from '@atelier/contracts';
import type { Kysely } from 'kysely';
import type { ReviewsDatabase } from './projection.ts';
import { toReview } from './view.ts';

/** GET /api/reviews: every review that is not deleted, newest first (then the higher id first). */
export async function listReviews(db: Kysely<ReviewsDatabase>): Promise<Review[]> {
  const rows = await db
    .selectFrom('rm_reviews')
    .selectAll()
    .where('deleted', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('review_id', 'desc')
    .execute();
  return rows.map((row) =>
    toReview({
      reviewId: row.review_id,
      clientName: row.client_name,
      content: row.content,
      rating: row.rating,
      featured: row.featured,
      blobKey: row.blob_key,
      addedAt: row.created_at,
    }, row.stream_version),
  );
}
