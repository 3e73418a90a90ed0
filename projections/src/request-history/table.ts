import type { ReadModelTable } from '../read-model-table.ts';

/** One row per step of a request: which event, who caused it, when. No personal data. */
interface RequestHistoryTable {
  stream_id: string;
  global_position: number;
  /** The domain event's type (RequestApproved…). */
  event_type: string;
  actor: string;
  recorded_at: Date;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_request_history: RequestHistoryTable;
  }
}

export const requestHistoryTable: ReadModelTable<'rm_request_history'> = {
  name: 'rm_request_history',
  // 2: keyed by stream, folded in SQL.
  version: 2,
  key: ['stream_id', 'global_position'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('global_position', 'bigint', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      // The one index, in the order a timeline is read: a rebuild writes every row, and
      // each extra index would cost a fifth of its time.
      .addPrimaryKeyConstraint('rm_request_history_pk', ['stream_id', 'global_position']),
};
