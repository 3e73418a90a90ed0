import type { ReviewRecord } from '@atelier/domain';
import type { Db } from '@atelier/event-store';

/** A review as the read model knows it: the domain's record of it and its stream's version (an edit's If-Match). */
export interface ReviewView {
  review: ReviewRecord;
  version: number;
}

/** Every review that is not deleted, newest first (then the higher id first). */
export async function listReviews(db: Db): Promise<ReviewView[]> {
  const rows = await db
    .selectFrom('rm_reviews')
    .selectAll()
    .where('deleted', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('review_id', 'desc')
    .execute();
  return rows.map((row) => ({
    review: {
      reviewId: row.review_id,
      clientName: row.client_name,
      content: row.content,
      contentEn: row.content_en,
      rating: row.rating,
      featured: row.featured,
      blobKey: row.blob_key,
      addedAt: row.created_at,
    },
    version: row.stream_version,
  }));
}
