import { aggregateStream } from '../kernel/decider.ts';
import { fittingDecider } from './decider.ts';

export const FITTING_STREAM_TYPE = 'fitting';

/** One stream per calendar event that is a fitting, with its own key (ADR 054). */
export const fittingStreamId = (eventId: number): string => `${FITTING_STREAM_TYPE}-${eventId}`;

/** One fitting record's stream: its decider, id and type as one value. */
export const fittingStream = (eventId: number) => aggregateStream(fittingDecider, FITTING_STREAM_TYPE, fittingStreamId(eventId));
