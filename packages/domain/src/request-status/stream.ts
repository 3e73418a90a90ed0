import { CUSTOM_CONCEPT_STREAM_TYPE, customConceptStreamId } from '../custom-concept/stream.ts';
import { DRESS_ORDER_STREAM_TYPE, dressOrderStreamId } from '../dress-order/stream.ts';
import type { RequestType } from './request-type.ts';

const STREAM_ID: Record<RequestType, (requestId: number) => string> = { dress: dressOrderStreamId, concept: customConceptStreamId };
const TYPE_BY_PREFIX: readonly (readonly [prefix: string, type: RequestType])[] = [
  [`${DRESS_ORDER_STREAM_TYPE}-`, 'dress'],
  [`${CUSTOM_CONCEPT_STREAM_TYPE}-`, 'concept'],
];

/** The stream of a dress order or custom concept, by its list key. */
export const requestStreamId = (type: RequestType, requestId: number): string => STREAM_ID[type](requestId);

/** The list key of a request stream (`dress-order-12` → dress 12), or null for any other stream. */
export function parseRequestStreamId(streamId: string): { type: RequestType; id: number } | null {
  for (const [prefix, type] of TYPE_BY_PREFIX) {
    if (streamId.startsWith(prefix)) {
      const id = Number(streamId.slice(prefix.length));
      return Number.isInteger(id) ? { type, id } : null;
    }
  }
  return null;
}
