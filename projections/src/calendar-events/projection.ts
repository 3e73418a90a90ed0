import {
  CALENDAR_EVENT_CANCELLED,
  CALENDAR_EVENT_EVENTS,
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_SCHEDULED,
  type CalendarEventCancelledData,
  type CalendarEventRescheduledData,
  type CalendarEventScheduledData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { applyCurated, definedOnly, withCuratedColumns, type CuratedRows } from '../curated-rows.ts';
import type { Projection } from '../projection.ts';
import { CALENDAR_EVENTS_TABLE, type CalendarEventsTable } from './table.ts';

type Columns = Partial<CalendarEventsTable>;

function changes(event: StoredEvent): Columns {
  switch (event.type) {
    case CALENDAR_EVENT_RESCHEDULED: {
      const { date, milestone, notes } = event.data as CalendarEventRescheduledData;
      return definedOnly({ date, milestone, notes });
    }
    case CALENDAR_EVENT_CANCELLED:
      return { deleted: true };
    default:
      throw new Error(`calendar-events: unexpected event ${event.type}`);
  }
}

const rows: CuratedRows = {
  table: CALENDAR_EVENTS_TABLE,
  idColumn: 'event_id',
  addedType: CALENDAR_EVENT_SCHEDULED,
  row(event): Columns {
    const d = event.data as CalendarEventScheduledData;
    return {
      event_id: d.eventId,
      client_name: d.clientName,
      date: d.date,
      event_type: d.eventType,
      milestone: d.milestone,
      request_id: d.requestId,
      request_type: d.requestType,
      notes: d.notes,
      scheduled_at: d.scheduledAt,
    };
  },
  idOf: (event) => (event.data as CalendarEventCancelledData).eventId,
  changes,
};

/** The atelier's calendar: fittings, deliveries and other milestones, folded in JavaScript (ADR 011). */
export const calendarEventsProjection: Projection = {
  name: 'calendar-events',
  version: 1,
  tables: [CALENDAR_EVENTS_TABLE],
  handles: CALENDAR_EVENT_EVENTS,

  async createTables(trx) {
    const table = trx.schema
      .createTable(CALENDAR_EVENTS_TABLE)
      .ifNotExists()
      .addColumn('event_id', 'integer', (c) => c.primaryKey())
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('milestone', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer')
      .addColumn('request_type', 'text')
      .addColumn('notes', 'text')
      .addColumn('scheduled_at', 'text', (c) => c.notNull());
    await withCuratedColumns(table).execute();
  },

  apply: (trx, events) => applyCurated(trx, events, rows),
};
