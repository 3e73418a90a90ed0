import type { ReadModelTable } from '../read-model-table.ts';

/** One row per account that can sign in; a removed account's row goes. */
export interface UsersTable {
  id: string;
  username: string;
  /** The username normalised (normaliseUsername): sign-in finds an account by it. */
  username_key: string;
  password_hash: string;
  is_admin: boolean;
  created_at: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_users: UsersTable;
  }
}

export const usersTable: ReadModelTable<'rm_users'> = {
  name: 'rm_users',
  // 2: a removed account's row goes.
  version: 2,
  key: ['id'],
  columns: (table) =>
    table
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('is_admin', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull()),
};
