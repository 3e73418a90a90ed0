import { USER_REGISTERED, normaliseUsername, type UserRegisteredData } from '@atelier/domain';
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

export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  tables: [TABLE],
  handles: [USER_REGISTERED],

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
    const rows: UsersTable[] = events.map((event) => {
      const data = event.data as UserRegisteredData;
      return {
        id: data.userId,
        username: data.username,
        username_key: normaliseUsername(data.username),
        password_hash: data.passwordHash,
        is_admin: data.isAdmin === true,
        created_at: data.registeredAt,
      };
    });
    // ONE json parameter expanded by PostgreSQL, not 6 parameters a row (see requests).
    await sql`insert into ${sql.table(TABLE)} (id, username, username_key, password_hash, is_admin, created_at)
              select id, username, username_key, password_hash, is_admin, created_at
              from json_to_recordset(${JSON.stringify(rows)}::json) as x(
                id text, username text, username_key text, password_hash text, is_admin boolean, created_at text)
              on conflict (id) do nothing`.execute(trx);
  },
};
