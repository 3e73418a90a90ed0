import type { DomainEvent } from '../kernel/decider.ts';

export const USER_REGISTERED = 'UserRegistered';
export const USERNAME_RESERVED = 'UsernameReserved';
export const USER_REMOVED = 'UserRemoved';

export interface UserRegisteredData extends Record<string, unknown> {
  userId: string;
  username: string;
  passwordHash: string;
  isAdmin: boolean;
  registeredAt: string;
}

export type UserRegistered = DomainEvent<typeof USER_REGISTERED, UserRegisteredData>;

/** The account is gone: it can no longer sign in and its sessions end (its name stays reserved). */
export type UserRemoved = DomainEvent<typeof USER_REMOVED, { userId: string; removedBy: string; removedAt: string }>;

export type UserEvent = UserRegistered | UserRemoved;

/** `username` is the normalised form: the reservation stream is keyed by it. */
export type UsernameReserved = DomainEvent<typeof USERNAME_RESERVED, { username: string; userId: string }>;

export type UsernameEvent = UsernameReserved;
