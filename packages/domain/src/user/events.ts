import type { DomainEvent } from '../shared/decider.ts';

export const USER_REGISTERED = 'UserRegistered';
export const USERNAME_RESERVED = 'UsernameReserved';

export interface UserRegisteredData extends Record<string, unknown> {
  userId: string;
  username: string;
  passwordHash: string;
  isAdmin: boolean;
  registeredAt: string;
}

export type UserRegistered = DomainEvent<typeof USER_REGISTERED, UserRegisteredData>;

export type UserEvent = UserRegistered;

/** `username` is the normalised form: the reservation stream is keyed by it. */
export type UsernameReserved = DomainEvent<typeof USERNAME_RESERVED, { username: string; userId: string }>;

export type UsernameEvent = UsernameReserved;
