import {
  REVIEW_ADDED,
  REVIEW_DELETED,
  REVIEW_EDITED,
  REVIEW_EVENTS,
  type ReviewAddedData,
  type ReviewDeletedData,
  type ReviewEditedData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { applyCurated, definedOnly, withCuratedColumns, type CuratedRows } from '../curated-rows.ts';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_reviews';

/** One row per review, deleted ones kept as `deleted` (curated-rows.ts). */
export interface ReviewsTable {
  review_id: number;
  client_name: string;
  content: string;
  rating: number;
  featured: boolean;
  blob_key: string | null;
  created_at: string;
  deleted: boolean;
  stream_version: number;
}

export interface ReviewsDatabase {
  rm_reviews: ReviewsTable;
}

type Columns = Partial<ReviewsTable>;

function changes(event: StoredEvent): Columns {
  switch (event.type) {
    case REVIEW_EDITED: {
      const { clientName, content, rating, featured } = event.data as ReviewEditedData;
      return definedOnly({ client_name: clientName, content, rating, featured });
    }
    case REVIEW_DELETED:
      return { deleted: true };
    default:
      throw new Error(`reviews: unexpected event ${event.type}`);
  }
}

const rows: CuratedRows = {
  table: TABLE,
  idColumn: 'review_id',
  addedType: REVIEW_ADDED,
  row(event): Columns {
    const d = event.data as ReviewAddedData;
    return {
      review_id: d.reviewId,
      client_name: d.clientName,
      content: d.content,
      rating: d.rating,
      featured: d.featured,
      blob_key: d.blobKey,
      created_at: d.addedAt,
    };
  },
  idOf: (event) => (event.data as ReviewDeletedData).reviewId,
  changes,
};

/** Client testimonials, folded in JavaScript (ADR 011). */
export const reviewsProjection: Projection = {
  name: 'reviews',
  version: 1,
  tables: [TABLE],
  handles: REVIEW_EVENTS,

  async createTables(trx) {
    const table = trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('review_id', 'integer', (c) => c.primaryKey())
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('featured', 'boolean', (c) => c.notNull())
      .addColumn('blob_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull());
    await withCuratedColumns(table).execute();
  },

  apply: (trx, events) => applyCurated(trx, events, rows),
};
