import {
  CALENDAR_EVENT_CANCELLED,
  CALENDAR_EVENT_EVENTS,
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_SCHEDULED,
  CALENDAR_EVENT_STREAM_TYPE,
  PERSONAL_DATA_ERASED,
  type CalendarEventRescheduledData,
  type CalendarEventScheduledData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { applyCurated, definedOnly, withCuratedColumns, type CuratedRows } from '../curated-rows.ts';
import type { Projection } from '../projection.ts';
import { sealedBoxes, type BoxJson } from './sealed-boxes.ts';
import { CALENDAR_EVENTS_TABLE } from './table.ts';

const STREAM_PREFIX = `${CALENDAR_EVENT_STREAM_TYPE}-`;
const isCalendarEvent = (event: StoredEvent): boolean => event.streamId.startsWith(STREAM_PREFIX);
const eventIdOf = (event: StoredEvent): number => Number(event.streamId.slice(STREAM_PREFIX.length));

/** The rows of a batch, each personal field taken sealed from `boxes` (sealed-boxes.ts). */
function curatedRows(boxes: Map<number, BoxJson>): CuratedRows {
  const boxOf = (event: StoredEvent): BoxJson | null => boxes.get(event.globalPosition) ?? null;
  return {
    table: CALENDAR_EVENTS_TABLE,
    idColumn: 'event_id',
    addedType: CALENDAR_EVENT_SCHEDULED,
    row(event) {
      const d = event.data as CalendarEventScheduledData;
      return {
        event_id: d.eventId,
        personal: boxOf(event),
        notes_personal: null,
        date: d.date,
        event_type: d.eventType,
        milestone: d.milestone,
        request_id: d.requestId,
        request_type: d.requestType,
        scheduled_at: d.scheduledAt,
      };
    },
    idOf: eventIdOf,
    changes(event) {
      switch (event.type) {
        case CALENDAR_EVENT_RESCHEDULED: {
          const { date, milestone, notes } = event.data as CalendarEventRescheduledData;
          // Only a change of notes carries a box (the name never changes).
          return definedOnly({ date, milestone, notes_personal: notes === undefined ? undefined : boxOf(event) });
        }
        case CALENDAR_EVENT_CANCELLED:
          return { deleted: true };
        case PERSONAL_DATA_ERASED:
          return { personal: null, notes_personal: null };
        default:
          throw new Error(`calendar-events: unexpected event ${event.type}`);
      }
    },
  };
}

/** The atelier's calendar: fittings, deliveries and other milestones, folded in JavaScript (ADR 011). */
export const calendarEventsProjection: Projection = {
  name: 'calendar-events',
  // 2: the client's name and the notes kept sealed (ADR 028).
  version: 2,
  tables: [CALENDAR_EVENTS_TABLE],
  // PersonalDataErased of other streams (requests, messages) is skipped in apply.
  handles: [...CALENDAR_EVENT_EVENTS, PERSONAL_DATA_ERASED],

  async createTables(trx) {
    const table = trx.schema
      .createTable(CALENDAR_EVENTS_TABLE)
      .ifNotExists()
      .addColumn('event_id', 'integer', (c) => c.primaryKey())
      .addColumn('personal', 'jsonb')
      .addColumn('notes_personal', 'jsonb')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('milestone', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer')
      .addColumn('request_type', 'text')
      .addColumn('scheduled_at', 'text', (c) => c.notNull());
    await withCuratedColumns(table).execute();
  },

  async apply(trx, events) {
    const own = events.filter(isCalendarEvent);
    await applyCurated(trx, own, curatedRows(await sealedBoxes(trx, own)));
  },
};
