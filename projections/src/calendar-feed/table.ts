import type { ReadModelTable } from '../read-model-table.ts';

/** One row: the calendar feed's current token. */
interface CalendarFeedTable {
  feed: string;
  token: string;
  regenerated_at: string;
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_calendar_feed: CalendarFeedTable;
  }
}

export const calendarFeedTable: ReadModelTable<'rm_calendar_feed'> = {
  name: 'rm_calendar_feed',
  version: 1,
  key: ['feed'],
  columns: (table) =>
    table
      .addColumn('feed', 'text', (c) => c.primaryKey())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('regenerated_at', 'text', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
