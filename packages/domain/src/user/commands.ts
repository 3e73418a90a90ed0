import type { DomainCommand } from '../shared/command.ts';

/** The API hashes the password before building the command: the domain never sees it in clear. */
export type RegisterUser = DomainCommand<
  'RegisterUser',
  { userId: string; username: string; passwordHash: string; isAdmin: boolean; registeredAt: string }
>;

export type UserCommand = RegisterUser;

export type ReserveUsername = DomainCommand<'ReserveUsername', { username: string; userId: string }>;

export type UsernameCommand = ReserveUsername;
