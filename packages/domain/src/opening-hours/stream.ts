import { aggregateStream } from '../kernel/decider.ts';
import { openingHoursDecider } from './decider.ts';

export const OPENING_HOURS_STREAM_TYPE = 'opening-hours';

/** The atelier has one week of opening hours. */
export const OPENING_HOURS_STREAM_ID = 'opening-hours';

/** The opening hours' stream: its decider, id and type as one value. */
export const openingHoursStream = aggregateStream(openingHoursDecider, OPENING_HOURS_STREAM_TYPE, OPENING_HOURS_STREAM_ID);
