import {
  CONTACT_MESSAGE_ARCHIVED,
  CONTACT_MESSAGE_READ,
  CONTACT_MESSAGE_RECEIVED,
  PERSONAL_DATA_ERASED,
  type ContactMessageArchived,
  type ContactMessageRead,
  type ContactMessageReceivedData,
} from '@atelier/domain';
import { PII_KEY, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { contactMessagesTable } from './table.ts';

/** New messages, their personal data copied sealed (the key stays with the event store). A replay inserts nothing. */
async function insertReceived(trx: Trx, scope: EventScope) {
  await trx
    .insertInto('rm_contact_messages')
    .columns(['stream_id', 'message_id', 'personal', 'lang', 'received_at', 'erased'])
    .expression((eb) =>
      eb
        .selectFrom('events as e')
        .select([
          'e.stream_id',
          dataText<ContactMessageReceivedData>('messageId').as('message_id'),
          sql`e.data->${PII_KEY}::text`.as('personal'),
          dataText<ContactMessageReceivedData>('lang').as('lang'),
          dataText<ContactMessageReceivedData>('receivedAt').as('received_at'),
          sql<boolean>`false`.as('erased'),
        ])
        .where(scope)
        .where('e.type', '=', CONTACT_MESSAGE_RECEIVED),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The first opening and the archiving, each recorded once per message by the domain. */
async function markReadAndArchived(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_contact_messages as m')
    .from('events as e')
    .set({ read_at: dataText<ContactMessageRead['data']>('readAt') })
    .where(scope)
    .where('e.type', '=', CONTACT_MESSAGE_READ)
    .whereRef('m.stream_id', '=', 'e.stream_id')
    .execute();
  await trx
    .updateTable('rm_contact_messages as m')
    .from('events as e')
    .set({ archived_at: dataText<ContactMessageArchived['data']>('archivedAt') })
    .where(scope)
    .where('e.type', '=', CONTACT_MESSAGE_ARCHIVED)
    .whereRef('m.stream_id', '=', 'e.stream_id')
    .execute();
}

/** An erased message keeps its row (it was received, and when) without the sealed personal data. */
async function erase(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_contact_messages as m')
    .from('events as e')
    .set({ personal: null, erased: true })
    .where(scope)
    .where('e.type', '=', PERSONAL_DATA_ERASED)
    .whereRef('m.stream_id', '=', 'e.stream_id')
    .where('m.erased', '=', false)
    .execute();
}

/** The contact form's inbox. */
export const contactMessagesProjection = sqlProjection({
  name: 'contact-messages',
  why: 'one row per message, growing with the business, and personal data kept sealed (ADR 011, rules 1 and 2)',
  table: contactMessagesTable,
  handles: [CONTACT_MESSAGE_RECEIVED, CONTACT_MESSAGE_READ, CONTACT_MESSAGE_ARCHIVED, PERSONAL_DATA_ERASED],

  async applyScope(trx, scope) {
    await insertReceived(trx, scope);
    await markReadAndArchived(trx, scope);
    await erase(trx, scope);
  },
});
