import {
  CALENDAR_EVENT_CANCELLED,
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_SCHEDULED,
  PERSONAL_DATA_ERASED,
  SCHEDULING_EVENT_TYPES,
  type CalendarEventRescheduledData,
  type CalendarEventScheduledData,
} from '@atelier/domain';
import { PII_KEY, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { calendarEventsTable } from './table.ts';

/** A new calendar event's row; its name and notes copied sealed. A replayed schedule inserts nothing. */
async function insertScheduled(trx: Trx, scope: EventScope) {
  await trx
    .insertInto('rm_calendar_events')
    .columns(['stream_id', 'calendar_event_id', 'personal', 'notes_personal', 'date', 'occasion', 'milestone', 'request_id', 'request_type', 'scheduled_at', 'deleted', 'erased', 'stream_version'])
    .expression((eb) =>
      eb
        .selectFrom('events as e')
        .select([
          'e.stream_id',
          sql`(${dataText<CalendarEventScheduledData>('eventId')})::integer`.as('calendar_event_id'),
          sql`e.data->${PII_KEY}::text`.as('personal'),
          sql`NULL::jsonb`.as('notes_personal'),
          dataText<CalendarEventScheduledData>('date').as('date'),
          dataText<CalendarEventScheduledData>('eventType').as('occasion'),
          dataText<CalendarEventScheduledData>('milestone').as('milestone'),
          sql`(${dataText<CalendarEventScheduledData>('requestId')})::integer`.as('request_id'),
          dataText<CalendarEventScheduledData>('requestType').as('request_type'),
          dataText<CalendarEventScheduledData>('scheduledAt').as('scheduled_at'),
          sql<boolean>`false`.as('deleted'),
          sql<boolean>`false`.as('erased'),
          'e.stream_version',
        ])
        .where(scope)
        .where('e.type', '=', CALENDAR_EVENT_SCHEDULED),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The latest value in scope of a field some reschedules carry, by stream version. */
const latestRescheduled = (field: keyof CalendarEventRescheduledData & string) =>
  sql<string | null>`(array_agg(${dataText<CalendarEventRescheduledData>(field)} ORDER BY e.stream_version DESC)
    FILTER (WHERE e.type = ${CALENDAR_EVENT_RESCHEDULED} AND e.data ? ${field}))[1]`;

/**
 * Every later event of each calendar event in scope, folded at once: the date and milestone of
 * the latest reschedules that carry them, the box of the latest one that changed the notes (only
 * those carry a box: the name never changes), cancelled, erased. Each row takes them only when
 * they are newer than the last event it took. Scopes are runs of the log, so when a row has
 * taken some of them already, the latest of each kind is still the one it should show. An
 * erasure of another kind of stream finds no row.
 */
async function applyLaterEvents(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_calendar_events as c')
    .from((eb) =>
      eb
        .selectFrom('events as e')
        .select([
          'e.stream_id',
          sql<number>`max(e.stream_version)`.as('stream_version'),
          latestRescheduled('date').as('date'),
          latestRescheduled('milestone').as('milestone'),
          sql<unknown>`(array_agg(e.data->${PII_KEY}::text ORDER BY e.stream_version DESC)
            FILTER (WHERE e.type = ${CALENDAR_EVENT_RESCHEDULED} AND e.data ? ${PII_KEY}))[1]`.as('notes_personal'),
          sql<boolean>`bool_or(e.type = ${CALENDAR_EVENT_RESCHEDULED} AND e.data ? ${PII_KEY})`.as('notes_changed'),
          sql<boolean>`bool_or(e.type = ${CALENDAR_EVENT_CANCELLED})`.as('cancelled'),
          sql<boolean>`bool_or(e.type = ${PERSONAL_DATA_ERASED})`.as('erased'),
        ])
        .where(scope)
        .where('e.type', 'in', [CALENDAR_EVENT_RESCHEDULED, CALENDAR_EVENT_CANCELLED, PERSONAL_DATA_ERASED])
        .groupBy('e.stream_id')
        .as('s'),
    )
    .set({
      date: sql`coalesce(s.date, c.date)`,
      milestone: sql`coalesce(s.milestone, c.milestone)`,
      personal: sql`CASE WHEN s.erased OR c.erased THEN NULL ELSE c.personal END`,
      notes_personal: sql`CASE WHEN s.erased OR c.erased THEN NULL WHEN s.notes_changed THEN s.notes_personal ELSE c.notes_personal END`,
      deleted: sql`c.deleted OR s.cancelled`,
      erased: sql`c.erased OR s.erased`,
      stream_version: sql`s.stream_version`,
    })
    .whereRef('c.stream_id', '=', 's.stream_id')
    .whereRef('c.stream_version', '<', 's.stream_version')
    .execute();
}

/** The atelier's calendar: fittings, deliveries and the other milestones of a client's dress. */
export const calendarEventsProjection = sqlProjection({
  name: 'calendar-events',
  why: "the client's name and the notes are kept sealed, never opened in Node (ADR 011, rule 2; ADR 028)",
  table: calendarEventsTable,
  handles: [...SCHEDULING_EVENT_TYPES, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertScheduled(trx, scope);
    await applyLaterEvents(trx, scope);
  },
});
