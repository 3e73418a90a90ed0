import { USER_REGISTERED, USER_REMOVED, normaliseUsername, type UserRegisteredData, type UserRemoved } from '@atelier/domain';
import type { AnyTrx, StoredEvent } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_users';

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  password_hash: string;
  is_admin: boolean;
  created_at: string;
}

export interface UsersDatabase {
  rm_users: UsersTable;
}

function toRow(event: StoredEvent): UsersTable {
  const data = event.data as UserRegisteredData;
  return {
    id: data.userId,
    username: data.username,
    username_key: normaliseUsername(data.username),
    password_hash: data.passwordHash,
    is_admin: data.isAdmin === true,
    created_at: data.registeredAt,
  };
}

async function insertRegistered(trx: AnyTrx, rows: UsersTable[]): Promise<void> {
  if (rows.length === 0) return;
  // ONE json parameter expanded by PostgreSQL, not 6 parameters a row (see requests).
  await sql`insert into ${sql.table(TABLE)} (id, username, username_key, password_hash, is_admin, created_at)
            select id, username, username_key, password_hash, is_admin, created_at
            from json_to_recordset(${JSON.stringify(rows)}::json) as x(
              id text, username text, username_key text, password_hash text, is_admin boolean, created_at text)
            on conflict (id) do nothing`.execute(trx);
}

/**
 * The accounts that can sign in. A removed account's row goes: the session middleware then
 * finds no user for its cookies, and sign-in finds no name (its name stays reserved in its
 * username stream, and the history keeps both events).
 */
export const usersProjection: Projection = {
  name: 'users',
  version: 2,
  tables: [TABLE],
  handles: [USER_REGISTERED, USER_REMOVED],

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('is_admin', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    // In log order: the registrations before a removal are inserted before it deletes.
    let pending: UsersTable[] = [];
    for (const event of events) {
      if (event.type === USER_REGISTERED) {
        pending.push(toRow(event));
        continue;
      }
      await insertRegistered(trx, pending);
      pending = [];
      const { userId } = event.data as UserRemoved['data'];
      await sql`delete from ${sql.table(TABLE)} where id = ${userId}`.execute(trx);
    }
    await insertRegistered(trx, pending);
  },
};
