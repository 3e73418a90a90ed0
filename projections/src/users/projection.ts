import { USER_REGISTERED, USER_REMOVED, normaliseUsername, type UserRegisteredData, type UserRemoved } from '@atelier/domain';
import { javascriptProjection } from '../javascript-projection.ts';
import { usersTable } from './table.ts';

/**
 * The accounts that can sign in. A removed account's row goes: the session middleware then
 * finds no user for its cookies, and sign-in finds no name (its name stays reserved in its
 * username stream, and the history keeps both events).
 */
export const usersProjection = javascriptProjection({
  name: 'users',
  why: 'a handful of accounts, curated by the owner (ADR 011)',
  table: usersTable,
  handles: [USER_REGISTERED, USER_REMOVED],
  fold(event) {
    if (event.type === USER_REMOVED) return { delete: { id: (event.data as UserRemoved['data']).userId } };
    const data = event.data as UserRegisteredData;
    return {
      insert: {
        id: data.userId,
        username: data.username,
        username_key: normaliseUsername(data.username),
        password_hash: data.passwordHash,
        is_admin: data.isAdmin === true,
        created_at: data.registeredAt,
      },
    };
  },
});
