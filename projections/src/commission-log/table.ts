import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * Every event of every commission, one row each, in its stream's order: the detail's payments,
 * fabric options and history are read from it. `data` is the event's data as the store keeps
 * it, so the staff's own words (an override's reason, a payment's note) stay sealed in its
 * `$pii` box, opened with the commission stream's key when read; an erasure drops the box.
 */
interface CommissionLogTable {
  stream_id: string;
  stream_version: number;
  commission_id: string;
  type: string;
  data: JSONColumnType<Record<string, unknown>>;
  /** Who acted: a user id, or `anonymous` for the client from her page. */
  actor: string;
  erased: boolean;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_commission_log: CommissionLogTable;
  }
}

export const commissionLogTable: ReadModelTable<'rm_commission_log'> = {
  name: 'rm_commission_log',
  version: 1,
  key: ['stream_id', 'stream_version'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull())
      .addColumn('commission_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('rm_commission_log_pk', ['stream_id', 'stream_version']),
};
