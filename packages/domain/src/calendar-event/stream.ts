import { aggregateStream } from '../kernel/decider.ts';
import { calendarEventDecider } from './decider.ts';

export const CALENDAR_EVENT_STREAM_TYPE = 'calendar-event';

/** The PostgreSQL sequence numeric calendar event ids come from. */
export const CALENDAR_EVENT_ID_SEQUENCE = 'calendar_event_ids';

export const calendarEventStreamId = (eventId: number): string => `${CALENDAR_EVENT_STREAM_TYPE}-${eventId}`;

/** One calendar event's stream: its decider, id and type as one value. */
export const calendarEventStream = (eventId: number) => aggregateStream(calendarEventDecider, CALENDAR_EVENT_STREAM_TYPE, calendarEventStreamId(eventId));
