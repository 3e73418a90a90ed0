import type { CalendarEventRecord, RequestType } from '@atelier/domain';
import { ERASED, type Db, type EventStore, type SealedPii } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import type { CalendarEventsTable } from './table.ts';

/** What the queries need: the read model's table, and the key holder to open personal data. */
export type CalendarEventsReader = Pick<EventStore, 'revealPii'> & { db: Db };

/**
 * A calendar event as the read model knows it: the domain's record of it with the name and
 * notes opened (the name reads ERASED, and there are no notes, once the client is erased), its
 * stream's version (a reschedule's If-Match), and whether the client was erased.
 */
export interface CalendarEventView {
  calendarEvent: CalendarEventRecord;
  version: number;
  erased: boolean;
}

type Row = Selectable<CalendarEventsTable>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The notes of the latest reschedule that changed them, else the schedule's. */
function toView(row: Row, personal: Record<string, unknown> | null, notes: Record<string, unknown> | null): CalendarEventView {
  return {
    calendarEvent: {
      eventId: row.calendar_event_id,
      clientName: row.erased ? ERASED : (text(personal?.clientName) ?? ERASED),
      date: row.date,
      eventType: row.occasion,
      milestone: row.milestone,
      requestId: row.request_id,
      requestType: row.request_type,
      notes: row.erased ? null : text((row.notes_personal !== null ? notes : personal)?.notes),
      scheduledAt: row.scheduled_at,
    },
    version: row.stream_version,
    erased: row.erased,
  };
}

/** Both boxes of every row opened with one key lookup for all of them (EventStore.revealPii). */
async function reveal(reader: CalendarEventsReader, rows: readonly Row[]): Promise<CalendarEventView[]> {
  const boxes = rows.flatMap((row) => [row.personal, row.notes_personal].filter((box) => box !== null).map((pii) => ({ streamId: row.stream_id, pii })));
  const opened = await reader.revealPii(boxes);
  let next = 0;
  const take = (box: SealedPii | null) => (box === null ? null : (opened[next++] ?? null));
  return rows.map((row) => {
    const personal = take(row.personal);
    return toView(row, personal, take(row.notes_personal));
  });
}

/** Every calendar event not cancelled, by day (then in the order they were scheduled). */
export async function listCalendarEvents(reader: CalendarEventsReader): Promise<CalendarEventView[]> {
  const rows = await reader.db
    .selectFrom('rm_calendar_events')
    .selectAll()
    .where('deleted', '=', false)
    .orderBy('date', 'asc')
    .orderBy('calendar_event_id', 'asc')
    .execute();
  return reveal(reader, rows);
}

/** The streams of every calendar event linked to a request, cancelled ones too: their events still name the client. */
export async function calendarStreamsOfRequest(reader: { db: Db }, requestType: RequestType, requestId: number): Promise<string[]> {
  const rows = await reader.db
    .selectFrom('rm_calendar_events')
    .select('stream_id')
    .where('request_type', '=', requestType)
    .where('request_id', '=', requestId)
    .orderBy('calendar_event_id')
    .execute();
  return rows.map((row) => row.stream_id);
}

/** An appointment of a request as its client may see it: no name, no notes (ADR 046). */
export interface RequestAppointmentRow {
  calendarEventId: number;
  date: string;
  milestone: CalendarEventsTable['milestone'];
  cancelled: boolean;
}

/**
 * The appointments linked to one request, cancelled ones too, by day: nothing sealed is read,
 * so nothing personal or internal (the staff's notes) can reach her page.
 */
export async function appointmentsOfRequest(db: Db, requestType: RequestType, requestId: number): Promise<RequestAppointmentRow[]> {
  const rows = await db
    .selectFrom('rm_calendar_events')
    .select(['calendar_event_id', 'date', 'milestone', 'deleted'])
    .where('request_type', '=', requestType)
    .where('request_id', '=', requestId)
    .where('erased', '=', false)
    .orderBy('date')
    .orderBy('calendar_event_id')
    .execute();
  return rows.map((row) => ({ calendarEventId: row.calendar_event_id, date: row.date, milestone: row.milestone, cancelled: row.deleted }));
}
