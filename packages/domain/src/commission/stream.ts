import { aggregateStream } from '../kernel/decider.ts';
import type { RequestType } from '../request/events.ts';
import { commissionDecider } from './decider.ts';

export const COMMISSION_STREAM_TYPE = 'commission';

/** A commission's id is its request's key: `dress-12`, `concept-3`. */
export const commissionIdOf = (requestType: RequestType, requestId: number): string => `${requestType}-${requestId}`;

/** A request's kind and its id as every numeric id is spelled (contracts' NUMERIC_ID; domain-vocabulary.test.ts holds the two together). */
export const COMMISSION_ID = /^(dress|concept)-([1-9][0-9]{0,15})$/;

/** The request a commission id names, or null when it names none (`dress-0`, `gown-3`, `dress-07`, past 2^53). */
export function requestOfCommission(commissionId: string): { requestType: RequestType; requestId: number } | null {
  const match = COMMISSION_ID.exec(commissionId);
  if (!match || !Number.isSafeInteger(Number(match[2]))) return null;
  return { requestType: match[1] as RequestType, requestId: Number(match[2]) };
}

/** Its stream: `commission-dress-12`. */
export const commissionStreamId = (commissionId: string): string => `${COMMISSION_STREAM_TYPE}-${commissionId}`;

/** One commission's stream: its decider, id and type as one value. */
export const commissionStream = (commissionId: string) => aggregateStream(commissionDecider, COMMISSION_STREAM_TYPE, commissionStreamId(commissionId));
