import type { Db } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { SessionData as StoredSession } from 'hono-sessions';

/** One signed-in session: its cookie's id, its user, and hono-sessions' data. */
export interface SessionsTable {
  id: string;
  user_id: string;
  data: JSONColumnType<StoredSession>;
  created_at: Date;
  expires_at: Date;
}

declare module '@atelier/event-store' {
  interface Database {
    sessions: SessionsTable;
  }
}

/**
 * Sessions are operational state, not business facts: they live in
 * plain tables beside the event store (docs/decisions/004-sessions-outside-the-event-log.md).
 */
export async function createAuthTables(db: Db): Promise<void> {
  await db.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').ifNotExists().on('sessions').column('user_id').execute();
  // Failed sign-ins are counted in memory now (ADR 013); a table left by an older version goes.
  await db.schema.dropTable('login_failures').ifExists().execute();
}
