import type { DomainCommand } from '../kernel/command.ts';

/** The API hashes the password before building the command: the domain never sees it in clear. */
export type RegisterUser = DomainCommand<
  'RegisterUser',
  { userId: string; username: string; passwordHash: string; isAdmin: boolean; registeredAt: string }
>;

/** An admin removes an account; `removedBy` is who asks (never the account itself). */
export type RemoveUser = DomainCommand<'RemoveUser', { userId: string; removedBy: string; at: string }>;

export type UserCommand = RegisterUser | RemoveUser;

export type ReserveUsername = DomainCommand<'ReserveUsername', { username: string; userId: string }>;

export type UsernameCommand = ReserveUsername;
