import { sql, type JSONColumnType, type SchemaModule } from 'kysely';

/**
 * The plain tables: operational state beside the event store that is neither an event nor a
 * read model, so no projection rebuilds it (docs/architecture.md#plain-tables). Credentials and
 * their look-ups (ADR 004, ADR 046) and the reactors' bookkeeping (ADR 064). Every one is
 * declared here, its Kysely type and its DDL, and created by `createPlainTables` at each start
 * (API and workers alike). A change to one is a step added at the end of `createPlainTables`,
 * idempotent like the rest (`if not exists`, `drop … if exists`); a step is never edited.
 */

/** One signed-in staff session: its cookie's id, its user, and hono-sessions' data (ADR 004). */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** hono-sessions' own JSON, as it wrote it (api/src/sessions/db-session-store.ts reads it back). */
  data: JSONColumnType<Record<string, unknown>>;
  created_at: Date;
  expires_at: Date;
}

/**
 * One client session: the page of one request, opened by her click on a link (ADR 046). Only
 * the SHA-256 of the cookie's random id is kept, so a copy of the table opens nothing.
 */
export interface ClientSessionsTable {
  id_hash: string;
  /** The request's stream (`dress-order-12`): the one request the session shows. */
  stream_id: string;
  created_at: Date;
  expires_at: Date;
}

/** One link to a client's page, as the server keeps it: its token's hash, never the token (ADR 046). */
export interface ClientLinksTable {
  token_hash: string;
  /** The request's stream (`dress-order-12`): the one request the link opens. */
  stream_id: string;
  /** The outbox entry whose mail carried it. */
  outbox_id: string;
  created_at: Date;
  expires_at: Date;
}

/**
 * Which request an email address wrote: the HMAC of the normalised address under a key derived
 * from SESSION_SECRET, never the address (ADR 046). "Send me my link" and the client-attachment
 * reactor (ADR 047, ADR 064) look her up by it.
 */
export interface ClientEmailIndexTable {
  stream_id: string;
  email_hash: string;
  /** Which key made the hash: a row made under another SESSION_SECRET is made again. */
  key_id: string;
}

/**
 * Where each reactor's newest reaction landed (ADR 064): the position of the last event it
 * appended, moved with its checkpoint. A command waits until the read models have passed it,
 * so what a reactor did about the command's events is read with them.
 */
export interface ReactionsTable {
  reactor: string;
  epoch: number;
  /** xid8, as its decimal text. */
  transaction_id: string;
  global_position: number;
}

/** The plain tables' names, in the order they are created. */
export const PLAIN_TABLES = ['sessions', 'client_sessions', 'client_links', 'client_email_index', 'reactions'] as const;

/** Creates every plain table that is missing, then runs the later steps; every start calls it. */
/** `db`: the store's Kysely (only its schema builder is used, so this module needs nothing of database.ts, which lists these tables). */
export async function createPlainTables(db: { schema: SchemaModule }): Promise<void> {
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
    .createTable('client_sessions')
    .ifNotExists()
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_sessions_stream_id').ifNotExists().on('client_sessions').column('stream_id').execute();

  await db.schema
    .createTable('client_links')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_links_stream_id').ifNotExists().on('client_links').column('stream_id').execute();

  await db.schema
    .createTable('client_email_index')
    .ifNotExists()
    .addColumn('stream_id', 'text', (c) => c.primaryKey())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_email_index_hash').ifNotExists().on('client_email_index').column('email_hash').execute();

  await db.schema
    .createTable('reactions')
    .ifNotExists()
    .addColumn('reactor', 'text', (c) => c.primaryKey())
    .addColumn('epoch', 'integer', (c) => c.notNull())
    .addColumn('transaction_id', sql`xid8`, (c) => c.notNull())
    .addColumn('global_position', 'bigint', (c) => c.notNull())
    .execute();

  // Later steps, in order.
  // Failed sign-ins are counted in memory now (ADR 013); a table left by an older version goes.
  await db.schema.dropTable('login_failures').ifExists().execute();
}
