import { CALENDAR_FEED_EVENT_TYPES, type CalendarFeedTokenRegeneratedData } from '@atelier/domain';
import { javascriptProjection } from '../javascript-projection.ts';
import { calendarFeedTable } from './table.ts';

/** The secret of the ICS feed's address; the newest token wins (an older one replayed changes nothing). */
export const calendarFeedProjection = javascriptProjection({
  name: 'calendar-feed',
  why: 'one row (ADR 011)',
  table: calendarFeedTable,
  handles: CALENDAR_FEED_EVENT_TYPES,
  streamVersioned: true,
  fold(event) {
    const { token, at } = event.data as CalendarFeedTokenRegeneratedData;
    return { insert: { feed: event.streamId, token, regenerated_at: at }, orUpdate: { token, regenerated_at: at } };
  },
});
