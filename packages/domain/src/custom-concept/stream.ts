import { aggregateStream } from '../shared/decider.ts';
import { customConceptDecider } from './decider.ts';

export const CUSTOM_CONCEPT_STREAM_TYPE = 'custom-concept';

export const customConceptStreamId = (requestId: number): string => `${CUSTOM_CONCEPT_STREAM_TYPE}-${requestId}`;

/** The PostgreSQL sequence numeric custom concept ids come from. */
export const CUSTOM_CONCEPT_ID_SEQUENCE = 'custom_concept_ids';

/** One custom concept's stream: its decider, id and type as one value. */
export const customConceptStream = (requestId: number) => aggregateStream(customConceptDecider, CUSTOM_CONCEPT_STREAM_TYPE, customConceptStreamId(requestId));
