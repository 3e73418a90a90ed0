import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/** The designer's private notes on a client (ADR 047): the text sealed with her client stream's key; `client_id` moved by merges. */
interface ClientNotesTable {
  stream_id: string;
  note_number: number;
  client_id: string;
  personal: JSONColumnType<SealedPii> | null;
  at: string;
  erased: boolean;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_client_notes: ClientNotesTable;
  }
}

export const clientNotesTable: ReadModelTable<'rm_client_notes'> = {
  name: 'rm_client_notes',
  version: 1,
  key: ['stream_id', 'note_number'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('note_number', 'integer', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('personal', 'jsonb')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('rm_client_notes_pk', ['stream_id', 'note_number']),
};
