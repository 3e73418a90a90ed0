import type { SealedPii } from '@atelier/event-store';
import type { Milestone, Occasion, RequestType } from '@atelier/contracts';

/**
 * One row per calendar event, cancelled ones kept as `deleted` (curated-rows.ts). The client's
 * name and the notes stay sealed as the events stored them (ADR 028): `personal` is the
 * schedule's box (name and notes), `notes_personal` the box of the latest reschedule that
 * changed the notes. Both are null once the event's personal data is erased; queries.ts opens
 * them with the stream's key when the calendar is read.
 */
export interface CalendarEventsTable {
  event_id: number;
  personal: SealedPii | null;
  notes_personal: SealedPii | null;
  date: string;
  event_type: Occasion;
  milestone: Milestone;
  request_id: number | null;
  request_type: RequestType | null;
  scheduled_at: string;
  deleted: boolean;
  stream_version: number;
}

export interface CalendarEventsDatabase {
  rm_calendar_events: CalendarEventsTable;
}

export const CALENDAR_EVENTS_TABLE = 'rm_calendar_events';
