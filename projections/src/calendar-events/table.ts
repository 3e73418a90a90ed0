import type { Milestone, Occasion, RequestType } from '@atelier/domain';
import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per calendar event (an appointment), cancelled ones kept as `deleted`. The client's
 * name and the notes stay sealed as the events stored them (ADR 028): `personal` is the
 * schedule's box (name and notes), `notes_personal` the box of the latest reschedule that
 * changed the notes; queries.ts opens them with the stream's key when the calendar is read.
 * Once the client is erased the row is `erased`, and both boxes are gone for good.
 */
export interface CalendarEventsTable {
  stream_id: string;
  calendar_event_id: number;
  personal: JSONColumnType<SealedPii> | null;
  notes_personal: JSONColumnType<SealedPii> | null;
  /** yyyy-MM-dd */
  date: string;
  /** What the client's dress is for (the API's `eventType`). */
  occasion: Occasion;
  milestone: Milestone;
  request_id: number | null;
  request_type: RequestType | null;
  scheduled_at: string;
  deleted: boolean;
  erased: boolean;
  /** The version of the last event of its stream the row took: a reschedule's or a cancel's If-Match. */
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_calendar_events: CalendarEventsTable;
  }
}

export const calendarEventsTable: ReadModelTable<'rm_calendar_events'> = {
  name: 'rm_calendar_events',
  // 2: the client's name and the notes kept sealed (ADR 028). 3: folded in SQL, keyed by
  // stream; `occasion` (was event_type) and erasure recorded as `erased`.
  version: 3,
  key: ['stream_id'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.primaryKey())
      .addColumn('calendar_event_id', 'integer', (c) => c.notNull())
      .addColumn('personal', 'jsonb')
      .addColumn('notes_personal', 'jsonb')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('occasion', 'text', (c) => c.notNull())
      .addColumn('milestone', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer')
      .addColumn('request_type', 'text')
      .addColumn('scheduled_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
