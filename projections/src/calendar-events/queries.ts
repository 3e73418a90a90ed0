import type { CalendarEvent } from '@atelier/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { CalendarEventsDatabase, CalendarEventsTable } from './table.ts';
import { toCalendarEvent } from './view.ts';

const fromRow = (row: Selectable<CalendarEventsTable>): CalendarEvent =>
  toCalendarEvent({
    eventId: row.event_id,
    clientName: row.client_name,
    date: row.date,
    eventType: row.event_type,
    milestone: row.milestone,
    requestId: row.request_id,
    requestType: row.request_type,
    notes: row.notes,
    scheduledAt: row.scheduled_at,
  });

/** GET /api/events: every event not cancelled, by day (then in the order they were scheduled). */
export async function listCalendarEvents(db: Kysely<CalendarEventsDatabase>): Promise<CalendarEvent[]> {
  const rows = await db
    .selectFrom('rm_calendar_events')
    .selectAll()
    .where('deleted', '=', false)
    .orderBy('date', 'asc')
    .orderBy('event_id', 'asc')
    .execute();
  return rows.map(fromRow);
}
