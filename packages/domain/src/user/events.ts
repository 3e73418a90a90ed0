import type { DomainEvent } from '../shared/decider.ts';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; username: string; passwordHash: string; isAdmin: boolean; registeredAt: string }
>;

export type UserEvent = UserRegistered;

/** `username` is the normalised form: the reservation stream is keyed by it. */
export type UsernameReserved = DomainEvent<'UsernameReserved', { username: string; userId: string }>;

export type UsernameEvent = UsernameReserved;
