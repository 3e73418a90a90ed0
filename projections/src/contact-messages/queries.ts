import type { ContactMessageListItem } from '@atelier/contracts';
import { contactMessageStreamId } from '@atelier/domain';
import { ERASED, type Db, type EventStore } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import { revealRows } from '../reveal-rows.ts';
import type { ContactMessagesTable } from './table.ts';

/** What the queries need: the read model's table, and the key holder to open personal data. */
export type ContactMessagesReader = Pick<EventStore, 'revealPii'> & { db: Db };

type Row = Selectable<ContactMessagesTable>;

function toListItem(row: Row, opened: Record<string, unknown> | null): ContactMessageListItem {
  const personal = row.erased ? null : opened;
  const field = (name: string) => (personal === null ? ERASED : String(personal[name] ?? ''));
  const subject = personal?.subject;
  return {
    id: row.message_id,
    name: field('name'),
    email: field('email'),
    subject: typeof subject === 'string' && subject !== '' ? subject : null,
    message: field('message'),
    lang: row.lang,
    receivedAt: row.received_at,
    readAt: row.read_at,
    archivedAt: row.archived_at,
    erased: row.erased,
  };
}

/** Newest first, as an inbox lists them. */
export async function listContactMessages(reader: ContactMessagesReader): Promise<ContactMessageListItem[]> {
  const rows = await reader.db
    .selectFrom('rm_contact_messages')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('message_id', 'desc')
    .execute();
  return revealRows(reader, rows, toListItem);
}

export async function findContactMessage(reader: ContactMessagesReader, messageId: string): Promise<ContactMessageListItem | null> {
  const row = await reader.db
    .selectFrom('rm_contact_messages')
    .selectAll()
    .where('stream_id', '=', contactMessageStreamId(messageId))
    .executeTakeFirst();
  if (!row) return null;
  const [item] = await revealRows(reader, [row], toListItem);
  return item ?? null;
}
