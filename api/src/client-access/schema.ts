import type { Db } from '@atelier/event-store';
import { createClientLinksTable } from '@atelier/workers';

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

/**
 * Which request an email address wrote, for "send me my link": the HMAC of the normalised
 * address under a key derived from SESSION_SECRET (email-index.ts), never the address.
 */
export interface ClientEmailIndexTable {
  stream_id: string;
  email_hash: string;
  /** Which key made the hash: a row made under another SESSION_SECRET is made again. */
  key_id: string;
}

declare module '@atelier/event-store' {
  interface Database {
    client_sessions: ClientSessionsTable;
    client_email_index: ClientEmailIndexTable;
  }
}

/**
 * Client links, client sessions and the email index are credentials and their look-up, not
 * business facts: plain tables beside the event store, like the staff's sessions (ADR 004, ADR 046).
 */
export async function createClientAccessTables(db: Db): Promise<void> {
  await createClientLinksTable(db);
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
    .createTable('client_email_index')
    .ifNotExists()
    .addColumn('stream_id', 'text', (c) => c.primaryKey())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_email_index_hash').ifNotExists().on('client_email_index').column('email_hash').execute();
}
