import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per fitting record (a calendar event's fitting, ADR 054). The notes and the checklist
 * stay sealed as the latest save stored them (`personal`); queries.ts opens them with the
 * stream's key. `photo_keys` maps each photo's number to its blob, `shared` each number to
 * whether the client may see it; both are objects keyed by number, so a batch applied twice
 * merges to the same row. An erased record keeps neither box nor photos.
 */
export interface FittingsTable {
  stream_id: string;
  calendar_event_id: number;
  personal: JSONColumnType<SealedPii> | null;
  photo_keys: JSONColumnType<Record<string, string>>;
  shared: JSONColumnType<Record<string, boolean>>;
  erased: boolean;
  /** The version of the last event of its stream the row took: a save's If-Match. */
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_fittings: FittingsTable;
  }
}

export const fittingsTable: ReadModelTable<'rm_fittings'> = {
  name: 'rm_fittings',
  version: 1,
  key: ['stream_id'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.primaryKey())
      .addColumn('calendar_event_id', 'integer', (c) => c.notNull().unique())
      .addColumn('personal', 'jsonb')
      .addColumn('photo_keys', 'jsonb', (c) => c.notNull())
      .addColumn('shared', 'jsonb', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
