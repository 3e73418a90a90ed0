import {
  REVIEW_ADDED,
  REVIEW_DELETED,
  REVIEW_EDITED,
  REVIEW_EVENTS,
  type ReviewAddedData,
  type ReviewDeletedData,
  type ReviewEditedData,
} from '@atelier/domain';
import type { AnyTrx, StoredEvent } from '@atelier/event-store';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_reviews';

/**
 * One row per review; a deleted one keeps its row (`deleted`) so a replayed ReviewAdded
 * cannot bring it back, and `stream_version` makes every event apply once.
 */
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

type Changes = Partial<Pick<ReviewsTable, 'client_name' | 'content' | 'rating' | 'featured' | 'deleted'>>;

function changesOf(event: StoredEvent): Changes {
  if (event.type === REVIEW_DELETED) return { deleted: true };
  const { clientName, content, rating, featured } = event.data as ReviewEditedData;
  const changes = { client_name: clientName, content, rating, featured };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

async function insert(trx: AnyTrx, event: StoredEvent) {
  const d = event.data as ReviewAddedData;
  await trx
    .insertInto(TABLE)
    .values({
      review_id: d.reviewId,
      client_name: d.clientName,
      content: d.content,
      rating: d.rating,
      featured: d.featured,
      blob_key: d.blobKey,
      created_at: d.addedAt,
      deleted: false,
      stream_version: event.streamVersion,
    } satisfies ReviewsTable)
    .onConflict((oc) => oc.column('review_id').doNothing())
    .execute();
}

/** Client testimonials, folded in JavaScript (ADR 011). */
export const reviewsProjection: Projection = {
  name: 'reviews',
  version: 1,
  tables: [TABLE],
  handles: REVIEW_EVENTS,

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('review_id', 'integer', (c) => c.primaryKey())
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('featured', 'boolean', (c) => c.notNull())
      .addColumn('blob_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    for (const event of events) {
      if (event.type === REVIEW_ADDED) {
        await insert(trx, event);
        continue;
      }
      if (event.type !== REVIEW_EDITED && event.type !== REVIEW_DELETED) throw new Error(`reviews: unexpected event ${event.type}`);
      await trx
        .updateTable(TABLE)
        .set({ ...changesOf(event), stream_version: event.streamVersion } satisfies Partial<ReviewsTable>)
        .where('review_id', '=', (event.data as ReviewDeletedData).reviewId)
        .where('stream_version', '<', event.streamVersion)
        .execute();
    }
  },
};
