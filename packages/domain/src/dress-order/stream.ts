import { aggregateStream } from '../shared/decider.ts';
import { dressOrderDecider } from './decider.ts';

export const DRESS_ORDER_STREAM_TYPE = 'dress-order';

export const dressOrderStreamId = (requestId: number): string => `${DRESS_ORDER_STREAM_TYPE}-${requestId}`;

/** The PostgreSQL sequence numeric dress order ids come from. */
export const DRESS_ORDER_ID_SEQUENCE = 'dress_order_ids';

/** One dress order's stream: its decider, id and type as one value. */
export const dressOrderStream = (requestId: number) => aggregateStream(dressOrderDecider, DRESS_ORDER_STREAM_TYPE, dressOrderStreamId(requestId));
