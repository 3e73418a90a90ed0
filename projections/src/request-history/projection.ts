import { sql } from 'kysely';
import type { Projection } from '../projection.ts';
import { requestKeyFromStream } from '../request-stream.ts';

const TABLE = 'rm_request_history';

export interface RequestHistoryTable {
  global_position: number;
  request_type: 'dress' | 'concept';
  request_id: number;
  event_type: string;
  actor: string;
  recorded_at: string;
}

export interface RequestHistoryDatabase {
  rm_request_history: RequestHistoryTable;
}

/**
 * The timeline of each request: which event, who caused it, when.
 * No personal data is copied here, so erasure has nothing to scrub.
 */
export const requestHistoryProjection: Projection = {
  name: 'request-history',
  version: 1,
  handles: ['DressOrderSubmitted', 'CustomConceptSubmitted', 'RequestApproved', 'RequestDenied', 'PersonalDataErased'],

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('global_position', 'bigint', (c) => c.primaryKey())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('rm_request_history_request')
      .ifNotExists()
      .on(TABLE)
      .columns(['request_type', 'request_id', 'global_position'])
      .execute();
  },

  async truncate(trx) {
    await sql`truncate table ${sql.table(TABLE)}`.execute(trx);
  },

  async apply(trx, events) {
    const rows = events.flatMap((event) => {
      const key = requestKeyFromStream(event.streamId);
      if (!key) return [];
      return [
        {
          global_position: event.globalPosition,
          request_type: key.type,
          request_id: key.id,
          event_type: event.type,
          actor: event.metadata.actor,
          recorded_at: event.recordedAt.toISOString(),
        },
      ];
    });
    if (rows.length === 0) return;
    await trx
      .insertInto(TABLE)
      .values(rows)
      .onConflict((oc) => oc.column('global_position').doNothing())
      .execute();
  },
};
