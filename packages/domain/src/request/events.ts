import type { DomainEvent } from '../kernel/decider.ts';

/** The two kinds of client request: a dress order, or a custom concept. A verdict's data names one. */
export const REQUEST_TYPES = ['dress', 'concept'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_APPROVED = 'RequestApproved';
export const REQUEST_DENIED = 'RequestDenied';
/** Appended by the event store when it destroys a stream's key (GDPR erasure). */
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

/** The verdict's data names its request kind: read models and the history keep both kinds in one list. */
export interface VerdictData<T extends RequestType> extends Record<string, unknown> {
  requestId: number;
  requestType: T;
  at: string;
}

export type RequestApproved<T extends RequestType = RequestType> = DomainEvent<typeof REQUEST_APPROVED, VerdictData<T>>;
export type RequestDenied<T extends RequestType = RequestType> = DomainEvent<typeof REQUEST_DENIED, VerdictData<T>>;
export type RequestVerdictGiven<T extends RequestType = RequestType> = RequestApproved<T> | RequestDenied<T>;

export interface PersonalDataErasedData extends Record<string, unknown> {
  streamId: string;
  erasedAt: string;
}

/**
 * Recorded when a client's key is destroyed (GDPR erasure). Events stay append-only,
 * so the request keeps its status; only its personal fields become unreadable.
 */
export type PersonalDataErased = DomainEvent<typeof PERSONAL_DATA_ERASED, PersonalDataErasedData>;

/** The event the event store appends when it destroys the key of `streamId`. */
export const personalDataErased = (streamId: string, erasedAt: string): PersonalDataErased => ({
  type: PERSONAL_DATA_ERASED,
  data: { streamId, erasedAt },
});
