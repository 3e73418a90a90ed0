import { aggregateStream } from '../kernel/decider.ts';
import { customConceptDecider } from './custom-concept.ts';
import { dressOrderDecider } from './dress-order.ts';
import type { RequestType } from './events.ts';

/** Each kind of request keeps its own stream type, as stored since the first submission. */
export const DRESS_ORDER_STREAM_TYPE = 'dress-order';
export const CUSTOM_CONCEPT_STREAM_TYPE = 'custom-concept';

const STREAM_TYPE: Record<RequestType, string> = { dress: DRESS_ORDER_STREAM_TYPE, concept: CUSTOM_CONCEPT_STREAM_TYPE };

/** The stream of a dress order or custom concept, by its list key: `dress-order-12`, `custom-concept-7`. */
export const requestStreamId = (type: RequestType, requestId: number): string => `${STREAM_TYPE[type]}-${requestId}`;
export const dressOrderStreamId = (requestId: number): string => requestStreamId('dress', requestId);
export const customConceptStreamId = (requestId: number): string => requestStreamId('concept', requestId);

/** The PostgreSQL sequences numeric request ids come from, one per kind. */
export const DRESS_ORDER_ID_SEQUENCE = 'dress_order_ids';
export const CUSTOM_CONCEPT_ID_SEQUENCE = 'custom_concept_ids';

/** One request's stream: its kind's decider, its id and its type as one value. */
export const dressOrderStream = (requestId: number) => aggregateStream(dressOrderDecider, DRESS_ORDER_STREAM_TYPE, dressOrderStreamId(requestId));
export const customConceptStream = (requestId: number) => aggregateStream(customConceptDecider, CUSTOM_CONCEPT_STREAM_TYPE, customConceptStreamId(requestId));
