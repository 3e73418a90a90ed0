import type { AnyTrx, SealedPii } from '@atelier/event-store';

/**
 * One row per contact message: the shape behind GET /api/contact-messages. The sender's
 * personal data stays sealed as the event stored it (null once erased); queries.ts opens it
 * with the stream's key when the list is read.
 */
export interface ContactMessagesTable {
  stream_id: string;
  message_id: string;
  personal: SealedPii | null;
  lang: 'es' | 'en';
  received_at: string;
  /** When someone first opened it; null while unread. */
  read_at: string | null;
  /** When it was archived; null while it is in the inbox. */
  archived_at: string | null;
}

export interface ContactMessagesDatabase {
  rm_contact_messages: ContactMessagesTable;
}

export async function createContactMessagesTable(trx: AnyTrx): Promise<void> {
  await trx.schema
    .createTable('rm_contact_messages')
    .ifNotExists()
    .addColumn('stream_id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('personal', 'jsonb')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('archived_at', 'text')
    .execute();
}
