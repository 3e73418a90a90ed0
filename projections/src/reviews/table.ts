import type { ReadModelTable } from '../read-model-table.ts';

/** One row per review (a testimonial); a deleted one keeps its row as `deleted`, so a replayed add cannot bring it back. */
interface ReviewsTable {
  review_id: number;
  client_name: string;
  content: string;
  /** The testimonial in English, null when not written. */
  content_en: string | null;
  rating: number;
  featured: boolean;
  /** The photo's blob key, if any: the API makes its URL. */
  blob_key: string | null;
  created_at: string;
  deleted: boolean;
  /** The version of the last event of the review's stream the row took: an edit's If-Match. */
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_reviews: ReviewsTable;
  }
}

export const reviewsTable: ReadModelTable<'rm_reviews'> = {
  name: 'rm_reviews',
  // 2: content_en, the testimonial in English.
  version: 2,
  key: ['review_id'],
  columns: (table) =>
    table
      .addColumn('review_id', 'integer', (c) => c.primaryKey())
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('content_en', 'text')
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('featured', 'boolean', (c) => c.notNull())
      .addColumn('blob_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
