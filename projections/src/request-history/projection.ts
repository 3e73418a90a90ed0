import { parseRequestStreamId } from '@atelier/domain';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';

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
    const rows: RequestHistoryTable[] = [];
    for (const event of events) {
      const key = parseRequestStreamId(event.streamId);
      if (!key) continue;
      rows.push({
        global_position: event.globalPosition,
        request_type: key.type,
        request_id: key.id,
        event_type: event.type,
        actor: event.metadata.actor,
        recorded_at: event.recordedAt.toISOString(),
      });
    }
    if (rows.length === 0) return;
    // ONE json parameter expanded by PostgreSQL, not 6 parameters a row (see requests).
    await sql`insert into ${sql.table(TABLE)} (global_position, request_type, request_id, event_type, actor, recorded_at)
              select global_position, request_type, request_id, event_type, actor, recorded_at
              from json_to_recordset(${JSON.stringify(rows)}::json) as x(
                global_position bigint, request_type text, request_id integer, event_type text, actor text, recorded_at text)
              on conflict (global_position) do nothing`.execute(trx);
  },
};
