import {
  PERSONAL_DATA_ERASED,
  REQUEST_MESSAGE_POSTED,
  REQUEST_THREAD_READ,
  type MessageAuthor,
  type RequestMessagePostedData,
  type RequestThreadReadData,
} from '@atelier/domain';
import { PII_KEY, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { requestMessagesTable } from './table.ts';

const ATELIER: MessageAuthor = 'atelier';
const CLIENT: MessageAuthor = 'client';

/**
 * New messages, their text copied sealed (the key stays with the event store); the atelier's
 * own are read from the start. A replay inserts nothing.
 */
async function insertPosted(trx: Trx, scope: EventScope) {
  const from = dataText<RequestMessagePostedData>('from');
  await trx
    .insertInto('rm_request_messages')
    .columns(['stream_id', 'request_type', 'request_id', 'message_number', 'author', 'personal', 'at', 'read', 'erased'])
    .expression((eb) =>
      eb
        .selectFrom('events as e')
        .select([
          'e.stream_id',
          dataText<RequestMessagePostedData>('requestType').as('request_type'),
          sql`(${dataText<RequestMessagePostedData>('requestId')})::integer`.as('request_id'),
          sql`(${dataText<RequestMessagePostedData>('messageNumber')})::integer`.as('message_number'),
          from.as('author'),
          sql`e.data->${PII_KEY}::text`.as('personal'),
          dataText<RequestMessagePostedData>('at').as('at'),
          sql<boolean>`${from} = ${ATELIER}::text`.as('read'),
          sql<boolean>`false`.as('erased'),
        ])
        .where(scope)
        .where('e.type', '=', REQUEST_MESSAGE_POSTED),
    )
    .onConflict((oc) => oc.columns(['stream_id', 'message_number']).doNothing())
    .execute();
}

/**
 * A read mark reads every message of hers up to its number. The domain records one only when
 * it moves forward and never past the newest message, so every message it names is stored by now.
 */
async function markRead(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_request_messages as m')
    .from('events as e')
    .set({ read: true })
    .where(scope)
    .where('e.type', '=', REQUEST_THREAD_READ)
    .whereRef('m.stream_id', '=', 'e.stream_id')
    .where('m.author', '=', CLIENT)
    .where('m.read', '=', false)
    .where(sql<boolean>`m.message_number <= (${dataText<RequestThreadReadData>('upTo')})::integer`)
    .execute();
}

/** Erased: every message of the request keeps its row without its sealed text. */
async function erase(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_request_messages as m')
    .from('events as e')
    .set({ personal: null, erased: true })
    .where(scope)
    .where('e.type', '=', PERSONAL_DATA_ERASED)
    .whereRef('m.stream_id', '=', 'e.stream_id')
    .where('m.erased', '=', false)
    .execute();
}

/** The threads of every request, for the staff's dialog and the client's page. */
export const requestMessagesProjection = sqlProjection({
  name: 'request-messages',
  why: 'one row per message, growing with the business, and its text kept sealed (ADR 011, rules 1 and 2)',
  table: requestMessagesTable,
  handles: [REQUEST_MESSAGE_POSTED, REQUEST_THREAD_READ, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertPosted(trx, scope);
    await markRead(trx, scope);
    await erase(trx, scope);
  },
});
