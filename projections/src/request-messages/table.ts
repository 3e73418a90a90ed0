import type { MessageAuthor, RequestType } from '@atelier/domain';
import type { SealedPii } from '@atelier/event-store';
import type { JSONColumnType } from 'kysely';
import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per message of a request's thread, either side's (docs/product.md#the-clients-page).
 * The text stays sealed as the event stored it, with the request's key; queries.ts opens it
 * when the thread is read. An erased request's messages keep their rows (who wrote, when),
 * flagged `erased`, without the sealed text.
 */
export interface RequestMessagesTable {
  /** The request's stream (`dress-order-12`). */
  stream_id: string;
  request_type: RequestType;
  request_id: number;
  /** 1, 2, 3… in the order written, within the request. */
  message_number: number;
  author: MessageAuthor;
  /** The sealed `{ text }`; null once erased. */
  personal: JSONColumnType<SealedPii> | null;
  at: string;
  /** The staff have read it: a client's message once a read mark reaches its number; the atelier's always. */
  read: boolean;
  erased: boolean;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_request_messages: RequestMessagesTable;
  }
}

export const requestMessagesTable: ReadModelTable<'rm_request_messages'> = {
  name: 'rm_request_messages',
  version: 1,
  key: ['stream_id', 'message_number'],
  columns: (table) =>
    table
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('request_id', 'integer', (c) => c.notNull())
      .addColumn('message_number', 'integer', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('personal', 'jsonb')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('read', 'boolean', (c) => c.notNull())
      .addColumn('erased', 'boolean', (c) => c.notNull())
      // The one index, in the order a thread is read.
      .addPrimaryKeyConstraint('rm_request_messages_pk', ['stream_id', 'message_number']),
};
