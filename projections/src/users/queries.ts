import type { Db } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import type { UsersTable } from './table.ts';

export type UserRow = Selectable<UsersTable>;

export async function findUserByUsernameKey(db: Db, usernameKey: string): Promise<UserRow | null> {
  return (await db.selectFrom('rm_users').selectAll().where('username_key', '=', usernameKey).executeTakeFirst()) ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  return (await db.selectFrom('rm_users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('rm_users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every account that can sign in, oldest first (the first admin at the top). */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('rm_users').selectAll().orderBy('created_at').orderBy('id').execute();
}
