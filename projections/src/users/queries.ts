import type { Kysely, Selectable } from 'kysely';
import type { UsersDatabase, UsersTable } from './projection.ts';

export type UserRow = Selectable<UsersTable>;

export async function findUserByUsernameKey(db: Kysely<UsersDatabase>, usernameKey: string): Promise<UserRow | null> {
  return (await db.selectFrom('rm_users').selectAll().where('username_key', '=', usernameKey).executeTakeFirst()) ?? null;
}

export async function findUserById(db: Kysely<UsersDatabase>, id: string): Promise<UserRow | null> {
  return (await db.selectFrom('rm_users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function countUsers(db: Kysely<UsersDatabase>): Promise<number> {
  const row = await db.selectFrom('rm_users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every account that can sign in, oldest first (the first admin at the top). */
export async function listUsers(db: Kysely<UsersDatabase>): Promise<UserRow[]> {
  return db.selectFrom('rm_users').selectAll().orderBy('created_at').orderBy('id').execute();
}
