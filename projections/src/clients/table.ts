import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per client stream (ADR 047). `owner` is the client she is now: herself, or the one
 * she was merged into (followed through chains). Nothing personal: her contact details are
 * her requests', opened from their own sealed boxes when the list is read.
 */
interface ClientsTable {
  client_id: string;
  stream_id: string;
  owner: string;
  erased: boolean;
  opened_at: string;
  /** The version of her stream's last event: a merge's If-Match. */
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_clients: ClientsTable;
  }
}

export const clientsTable: ReadModelTable<'rm_clients'> = {
  name: 'rm_clients',
  version: 1,
  key: ['client_id'],
  columns: (table) =>
    table
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addColumn('opened_at', 'text', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
