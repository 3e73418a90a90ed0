import type { Milestone, Occasion, RequestType } from '@atelier/contracts';

/** One row per calendar event, cancelled ones kept as `deleted` (curated-rows.ts). */
export interface CalendarEventsTable {
  event_id: number;
  client_name: string;
  date: string;
  event_type: Occasion;
  milestone: Milestone;
  request_id: number | null;
  request_type: RequestType | null;
  notes: string | null;
  scheduled_at: string;
  deleted: boolean;
  stream_version: number;
}

export interface CalendarEventsDatabase {
  rm_calendar_events: CalendarEventsTable;
}

export const CALENDAR_EVENTS_TABLE = 'rm_calendar_events';
