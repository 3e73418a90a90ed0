import type { CalendarEvent } from '@atelier/contracts';
import { calendarEventStreamId } from '@atelier/domain';
import { ERASED, type EventStore, type SealedPii } from '@atelier/event-store';
import type { Kysely, Selectable } from 'kysely';
import type { CalendarEventsDatabase, CalendarEventsTable } from './table.ts';
import { toCalendarEvent } from './view.ts';

/** What the queries need: the read model's table, and the key holder to open personal data. */
export type CalendarEventsReader = Pick<EventStore, 'revealPii'> & { db: Kysely<CalendarEventsDatabase> };

type Row = Selectable<CalendarEventsTable>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A box's opened fields, or null when there is no box or it no longer opens (erased). */
const readable = (opened: Record<string, unknown> | undefined): Record<string, unknown> | null =>
  opened === undefined || Object.values(opened).includes(ERASED) ? null : opened;

/**
 * The event with its name and notes opened: the notes of the latest reschedule that changed
 * them, else the schedule's. Once erased, the name reads ERASED and there are no notes.
 */
function toItem(row: Row, personal: Record<string, unknown> | null, notes: Record<string, unknown> | null): CalendarEvent {
  return toCalendarEvent({
    eventId: row.event_id,
    clientName: text(personal?.clientName) ?? ERASED,
    date: row.date,
    eventType: row.event_type,
    milestone: row.milestone,
    requestId: row.request_id,
    requestType: row.request_type,
    notes: text((row.notes_personal !== null ? notes : personal)?.notes),
    scheduledAt: row.scheduled_at,
  }, row.stream_version);
}

/** Both boxes of every row opened with one key lookup for all of them (EventStore.revealPii). */
async function reveal(reader: CalendarEventsReader, rows: readonly Row[]): Promise<CalendarEvent[]> {
  const items = rows.flatMap((row) => {
    const streamId = calendarEventStreamId(row.event_id);
    return [row.personal, row.notes_personal].filter((box) => box !== null).map((pii) => ({ streamId, pii }));
  });
  const opened = await reader.revealPii(items);
  let next = 0;
  const take = (box: SealedPii | null) => (box === null ? null : readable(opened[next++]));
  return rows.map((row) => {
    const personal = take(row.personal);
    return toItem(row, personal, take(row.notes_personal));
  });
}

/** GET /api/events and the ICS feed: every event not cancelled, by day (then in the order they were scheduled). */
export async function listCalendarEvents(reader: CalendarEventsReader): Promise<CalendarEvent[]> {
  const rows = await reader.db
    .selectFrom('rm_calendar_events')
    .selectAll()
    .where('deleted', '=', false)
    .orderBy('date', 'asc')
    .orderBy('event_id', 'asc')
    .execute();
  return reveal(reader, rows);
}

/** The streams of every calendar event linked to a request, cancelled ones too: their events still name the client. */
export async function calendarStreamsOfRequest(reader: Pick<CalendarEventsReader, 'db'>, requestType: string, requestId: number): Promise<string[]> {
  const rows = await reader.db
    .selectFrom('rm_calendar_events')
    .select('event_id')
    .where('request_type', '=', requestType as Row['request_type'])
    .where('request_id', '=', requestId)
    .orderBy('event_id')
    .execute();
  return rows.map((row) => calendarEventStreamId(row.event_id));
}
