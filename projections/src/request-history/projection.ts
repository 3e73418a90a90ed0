import {
  CUSTOM_CONCEPT_STREAM_TYPE,
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_STREAM_TYPE,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
} from '@atelier/domain';
import { sql } from 'kysely';
import { setBasedProjection } from '../set-based.ts';

const TABLE = 'rm_request_history';

export interface RequestHistoryTable {
  global_position: number;
  stream_id: string;
  event_type: string;
  actor: string;
  recorded_at: Date;
}

export interface RequestHistoryDatabase {
  rm_request_history: RequestHistoryTable;
}

const HANDLES = [DRESS_ORDER_SUBMITTED, CUSTOM_CONCEPT_SUBMITTED, REQUEST_APPROVED, REQUEST_DENIED, PERSONAL_DATA_ERASED];

/**
 * The timeline of each request stream: which event, who caused it, when. No personal
 * data is copied here, so erasure has nothing to scrub. Folded in SQL (set-based.ts).
 */
export const requestHistoryProjection = setBasedProjection({
  name: 'request-history',
  // 2: keyed by stream, folded in SQL.
  version: 2,
  handles: HANDLES,
  tables: [TABLE],

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('global_position', 'bigint', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      // The one index, in the order a timeline is read: a rebuild writes every row, and
      // each extra index would cost a fifth of its time.
      .addPrimaryKeyConstraint('rm_request_history_pk', ['stream_id', 'global_position'])
      .execute();
  },

  async applyScope(trx, scope) {
    // Only request streams have a timeline; an erasure is the one event type here that may
    // concern another kind of stream, so only erasures look their stream up. Rows go in in
    // key order, which a rebuild's index writes take about a tenth faster.
    await sql`
      INSERT INTO ${sql.table(TABLE)} (global_position, stream_id, event_type, actor, recorded_at)
      SELECT e.global_position, e.stream_id, e.type, e.metadata->>'actor', e.recorded_at
      FROM events e
      WHERE ${scope} AND e.type IN (${sql.join(HANDLES)})
        AND (e.type <> ${PERSONAL_DATA_ERASED} OR EXISTS (
          SELECT 1 FROM streams s
          WHERE s.stream_id = e.stream_id AND s.stream_type IN (${DRESS_ORDER_STREAM_TYPE}, ${CUSTOM_CONCEPT_STREAM_TYPE})))
      ORDER BY e.stream_id, e.global_position
      ON CONFLICT (stream_id, global_position) DO NOTHING`.execute(trx);
  },
});
