import { customConceptStreamId } from '../custom-concept/stream.ts';
import { dressOrderStreamId } from '../dress-order/stream.ts';
import type { RequestType } from './request-type.ts';

const STREAM_ID: Record<RequestType, (requestId: number) => string> = { dress: dressOrderStreamId, concept: customConceptStreamId };

/** The stream of a dress order or custom concept, by its list key. */
export const requestStreamId = (type: RequestType, requestId: number): string => STREAM_ID[type](requestId);
