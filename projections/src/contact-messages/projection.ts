import {
  CONTACT_MESSAGE_ARCHIVED,
  CONTACT_MESSAGE_READ,
  CONTACT_MESSAGE_RECEIVED,
  PERSONAL_DATA_ERASED,
  type ContactMessageArchived,
  type ContactMessageRead,
  type ContactMessageReceivedData,
} from '@atelier/domain';
import { PII_KEY, type AnyTrx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { setBasedProjection, type EventScope } from '../set-based.ts';
import { createContactMessagesTable } from './table.ts';

/** New messages, their personal data copied sealed (the key stays with the event store). A replay inserts nothing. */
async function insertReceived(trx: AnyTrx, scope: EventScope) {
  await sql`
    INSERT INTO rm_contact_messages (stream_id, message_id, personal, lang, received_at)
    SELECT e.stream_id,
           ${dataText<ContactMessageReceivedData>('messageId')},
           e.data->${PII_KEY}::text,
           ${dataText<ContactMessageReceivedData>('lang')},
           ${dataText<ContactMessageReceivedData>('receivedAt')}
    FROM events e
    WHERE ${scope} AND e.type = ${CONTACT_MESSAGE_RECEIVED}
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** The first opening and the archiving, each recorded once per message by the domain. */
async function markReadAndArchived(trx: AnyTrx, scope: EventScope) {
  await sql`
    UPDATE rm_contact_messages AS m SET read_at = ${dataText<ContactMessageRead['data']>('readAt')}
    FROM events e
    WHERE ${scope} AND e.type = ${CONTACT_MESSAGE_READ} AND m.stream_id = e.stream_id`.execute(trx);
  await sql`
    UPDATE rm_contact_messages AS m SET archived_at = ${dataText<ContactMessageArchived['data']>('archivedAt')}
    FROM events e
    WHERE ${scope} AND e.type = ${CONTACT_MESSAGE_ARCHIVED} AND m.stream_id = e.stream_id`.execute(trx);
}

/** An erased message keeps its row (it was received, and when) without the sealed personal data. */
async function erase(trx: AnyTrx, scope: EventScope) {
  await sql`
    UPDATE rm_contact_messages AS m SET personal = NULL
    FROM events e
    WHERE ${scope} AND e.type = ${PERSONAL_DATA_ERASED} AND m.stream_id = e.stream_id AND m.personal IS NOT NULL`.execute(trx);
}

/** The contact form's inbox, folded in SQL (set-based.ts). */
export const contactMessagesProjection = setBasedProjection({
  name: 'contact-messages',
  version: 2,
  handles: [CONTACT_MESSAGE_RECEIVED, CONTACT_MESSAGE_READ, CONTACT_MESSAGE_ARCHIVED, PERSONAL_DATA_ERASED],
  tables: ['rm_contact_messages'],
  createTables: createContactMessagesTable,

  async applyScope(trx, scope) {
    await insertReceived(trx, scope);
    await markReadAndArchived(trx, scope);
    await erase(trx, scope);
  },
});
