import type { DomainEvent } from '../shared/decider.ts';

/** Which aggregate a review event belongs to; read models and the history keep both kinds in one list. */
export type RequestType = 'dress' | 'concept';

export interface ReviewData<T extends RequestType> extends Record<string, unknown> {
  requestId: number;
  requestType: T;
  at: string;
}

export type RequestApproved<T extends RequestType = RequestType> = DomainEvent<'RequestApproved', ReviewData<T>>;
export type RequestDenied<T extends RequestType = RequestType> = DomainEvent<'RequestDenied', ReviewData<T>>;

/**
 * Recorded when a client's key is destroyed (GDPR erasure). Events stay append-only,
 * so the request keeps its status; only its personal fields become unreadable.
 */
export type PersonalDataErased = DomainEvent<'PersonalDataErased', { streamId: string; erasedAt: string }>;
