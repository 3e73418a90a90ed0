export const CALENDAR_EVENT_STREAM_TYPE = 'calendar-event';

/** The PostgreSQL sequence numeric calendar event ids come from. */
export const CALENDAR_EVENT_ID_SEQUENCE = 'calendar_event_ids';

export const calendarEventStreamId = (eventId: number): string => `${CALENDAR_EVENT_STREAM_TYPE}-${eventId}`;
