import { aggregateStream } from '../kernel/decider.ts';
import { calendarFeedDecider } from './decider.ts';

export const CALENDAR_FEED_STREAM_TYPE = 'calendar-feed';

/** The atelier has one calendar feed. */
export const CALENDAR_FEED_STREAM_ID = 'calendar-feed';

/** The calendar feed's stream: its decider, id and type as one value. */
export const calendarFeedStream = aggregateStream(calendarFeedDecider, CALENDAR_FEED_STREAM_TYPE, CALENDAR_FEED_STREAM_ID);
