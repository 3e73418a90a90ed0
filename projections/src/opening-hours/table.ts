import type { OpeningHours } from '@atelier/domain';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/** The one row's key: the atelier has one week. */
export const OPENING_HOURS_ROW = 'week';

/**
 * The atelier's week as the owner last saved it, in one row: each day's ranges (days and
 * `HH:MM` times, structured, so planning can read them), and whether visits need an
 * appointment. No row until she first saves: the queries answer the default week.
 */
interface OpeningHoursTable {
  id: string;
  days: JSONColumnType<OpeningHours['days']>;
  by_appointment_only: boolean;
  updated_at: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_opening_hours: OpeningHoursTable;
  }
}

export const openingHoursTable: ReadModelTable<'rm_opening_hours'> = {
  name: 'rm_opening_hours',
  version: 1,
  key: ['id'],
  columns: (table) =>
    table
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('days', 'jsonb', (c) => c.notNull())
      .addColumn('by_appointment_only', 'boolean', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
};
