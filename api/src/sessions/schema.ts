import type { AnyDb } from '@atelier/event-store';

/**
 * Sessions and login failures are operational state, not business facts: they live in
 * plain tables beside the event store (docs/decisions/004-sessions-outside-the-event-log.md).
 */
export async function createAuthTables(db: AnyDb): Promise<void> {
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
  await db.schema
    .createTable('login_failures')
    .ifNotExists()
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_subject')
    .ifNotExists()
    .on('login_failures')
    .columns(['subject', 'failed_at'])
    .execute();
}
