export const CALENDAR_FEED_STREAM_TYPE = 'calendar-feed';

/** The atelier has one calendar feed. */
export const CALENDAR_FEED_STREAM_ID = 'calendar-feed';
