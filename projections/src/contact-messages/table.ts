import type { Lang } from '@atelier/domain';
import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per contact message: the staff's inbox. The sender's personal data stays sealed as
 * the event stored it; queries.ts opens it with the stream's key when the inbox is read. An
 * erased message keeps its row (it was received, and when), flagged `erased`, without the
 * sealed data.
 */
export interface ContactMessagesTable {
  stream_id: string;
  message_id: string;
  personal: JSONColumnType<SealedPii> | null;
  lang: Lang;
  received_at: string;
  /** When someone first opened it; null while unread. */
  read_at: string | null;
  /** When it was archived; null while it is in the inbox. */
  archived_at: string | null;
  erased: boolean;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_contact_messages: ContactMessagesTable;
  }
}

export const contactMessagesTable: ReadModelTable<'rm_contact_messages'> = {
  name: 'rm_contact_messages',
  // 2: read and archived. 3: erasure recorded as `erased`.
  version: 3,
  key: ['stream_id'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('personal', 'jsonb')
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .addColumn('archived_at', 'text')
      .addColumn('erased', 'boolean', (c) => c.notNull()),
};
