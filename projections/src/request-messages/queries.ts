import type { RequestThread, RequestThreadMessage } from '@atelier/contracts';
import { ERASED, type Db, type EventStore } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import { revealRows } from '../reveal-rows.ts';
import type { RequestMessagesTable } from './table.ts';

/** What the queries need: the read model's table, and the key holder to open the texts. */
export type RequestMessagesReader = Pick<EventStore, 'revealPii'> & { db: Db };

type Row = Selectable<RequestMessagesTable>;

function toMessage(row: Row, opened: Record<string, unknown> | null): RequestThreadMessage {
  const personal = row.erased ? null : opened;
  return {
    number: row.message_number,
    from: row.author,
    text: personal === null ? ERASED : String(personal.text ?? ''),
    at: row.at,
    unread: !row.read,
  };
}

/**
 * A request's thread by its stream (`requestStreamId(type, id)`), oldest first, its texts
 * opened: the same answer for the staff's dialog and for the client's page. Empty for a
 * request without messages (or without a row: the caller says whether the request exists).
 */
export async function threadOf(reader: RequestMessagesReader, streamId: string): Promise<RequestThread> {
  const rows = await reader.db
    .selectFrom('rm_request_messages')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('message_number')
    .execute();
  return { messages: await revealRows(reader, rows, toMessage) };
}

export interface UnreadCounts {
  /** Every unread message of every request. */
  total: number;
  /** Per request stream that has any; a stream missing here has none. */
  byStream: ReadonlyMap<string, number>;
}

/**
 * The client's messages the staff have not read, per request and in all. An erased request's
 * count none: its texts are gone and its thread takes no read mark, so they could never clear.
 */
export async function unreadCounts(db: Db): Promise<UnreadCounts> {
  const rows = await db
    .selectFrom('rm_request_messages')
    .select(['stream_id', (eb) => eb.fn.countAll<string>().as('unread')])
    .where('read', '=', false)
    .where('erased', '=', false)
    .groupBy('stream_id')
    .execute();
  const byStream = new Map(rows.map((row) => [row.stream_id, Number(row.unread)]));
  let total = 0;
  for (const count of byStream.values()) total += count;
  return { total, byStream };
}
