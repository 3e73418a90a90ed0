import { aggregateStream } from '../kernel/decider.ts';
import { clientDecider } from './decider.ts';

export const CLIENT_STREAM_TYPE = 'client';

/** `client-dress-12`: her id is her first request's key, so no personal data names the stream (ADR 047). */
export const clientStreamId = (clientId: string): string => `${CLIENT_STREAM_TYPE}-${clientId}`;

/** A client id is a request key: `dress-12` or `concept-3`. */
export const CLIENT_ID_PATTERN = /^(dress|concept)-[1-9][0-9]{0,15}$/;
export const isClientId = (value: string): boolean => CLIENT_ID_PATTERN.test(value);

/** One client's stream: her decider, id and type as one value. */
export const clientStream = (clientId: string) => aggregateStream(clientDecider, CLIENT_STREAM_TYPE, clientStreamId(clientId));
