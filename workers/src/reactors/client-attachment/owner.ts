import {
  CLIENT_MERGED_INTO,
  CLIENT_REQUESTS_ATTACHED,
  CLIENT_STREAM_TYPE,
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  clientStreamId,
} from '@atelier/domain';
import type { Db, Position } from '@atelier/event-store';
import { sql } from 'kysely';
import type { EmailIndexKey } from './email-index.ts';

interface AttachmentRow {
  request_key: string;
  client_id: string;
  epoch: number;
  transaction_id: string;
  global_position: number | string;
}

/** A request's first attachment: the client it opened or joined, and where that event is in the log. */
export interface Attachment {
  clientId: string;
  position: Position;
}

const positionOf = (row: AttachmentRow): Position => ({ epoch: Number(row.epoch), transactionId: row.transaction_id, globalPosition: Number(row.global_position) });

/**
 * The client each of these request keys (`dress-12`) was first attached to, oldest attachment
 * first, read from the log itself (ADR 064): what a reactor appended a moment ago is there,
 * where a read model might not have it yet.
 */
async function firstAttachments(db: Db, requestKeys: readonly string[]): Promise<Map<string, Attachment>> {
  if (requestKeys.length === 0) return new Map();
  const { rows } = await sql<AttachmentRow>`
    select r.key as request_key, e.data->>'clientId' as client_id, e.epoch, e.transaction_id::text as transaction_id, e.global_position
    from events e
    join streams s on s.stream_id = e.stream_id and s.stream_type = ${CLIENT_STREAM_TYPE}
    cross join lateral jsonb_array_elements_text(e.data->'requests') as r(key)
    where e.type = ${CLIENT_REQUESTS_ATTACHED} and r.key in (${sql.join(requestKeys)})
    order by e.epoch, e.transaction_id, e.global_position`.execute(db);
  const attachments = new Map<string, Attachment>();
  for (const row of rows) if (!attachments.has(row.request_key)) attachments.set(row.request_key, { clientId: row.client_id, position: positionOf(row) });
  return attachments;
}

/** The request's first attachment, or null while no client holds it. */
export async function attachmentOf(db: Db, requestKey: string): Promise<Attachment | null> {
  return (await firstAttachments(db, [requestKey])).get(requestKey) ?? null;
}

/** The keys (`dress-12`) of the other requests the index holds for this address hash. */
async function requestsOfHash(db: Db, index: EmailIndexKey, emailHash: string, except: string): Promise<string[]> {
  const { rows } = await sql<{ request_key: string }>`
    select case e.type when ${DRESS_ORDER_SUBMITTED} then 'dress-' else 'concept-' end || (e.data->>'requestId') as request_key
    from client_email_index i
    join events e on e.stream_id = i.stream_id and e.stream_version = 0
    where i.email_hash = ${emailHash} and i.key_id = ${index.id} and i.stream_id <> ${except}
      and e.type in (${DRESS_ORDER_SUBMITTED}, ${CUSTOM_CONCEPT_SUBMITTED})`.execute(db);
  return rows.map((row) => row.request_key);
}

/** Where each client ended after merges (ADR 047): a merged-away client's requests are the kept one's. */
async function afterMerges(db: Db, clientIds: readonly string[]): Promise<Map<string, string>> {
  const into = new Map<string, string>();
  let asking = [...new Set(clientIds)];
  while (asking.length > 0) {
    const { rows } = await sql<{ client_id: string; into: string }>`
      select data->>'clientId' as client_id, data->>'into' as into from events
      where type = ${CLIENT_MERGED_INTO} and stream_id in (${sql.join(asking.map(clientStreamId))})`.execute(db);
    asking = [];
    for (const row of rows) {
      if (into.has(row.client_id)) continue;
      into.set(row.client_id, row.into);
      if (!into.has(row.into)) asking.push(row.into);
    }
  }
  const final = new Map<string, string>();
  for (const clientId of clientIds) {
    let kept = clientId;
    const seen = new Set<string>();
    while (into.has(kept) && !seen.has(kept)) {
      seen.add(kept);
      kept = into.get(kept)!;
    }
    final.set(clientId, kept);
  }
  return final;
}

async function erasedClients(db: Db, clientIds: readonly string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const { rows } = await sql<{ stream_id: string }>`
    select distinct stream_id from events
    where type = ${PERSONAL_DATA_ERASED} and stream_id in (${sql.join(clientIds.map(clientStreamId))})`.execute(db);
  const erased = new Set(rows.map((row) => row.stream_id));
  return new Set(clientIds.filter((clientId) => erased.has(clientStreamId(clientId))));
}

/**
 * The client who holds a request written from this address (ADR 047), after merges and not
 * erased; the one whose request was attached first when there are several. Null: she is new.
 */
export async function ownerOfAddress(db: Db, index: EmailIndexKey, emailHash: string, requestStreamId: string): Promise<string | null> {
  const attachments = await firstAttachments(db, await requestsOfHash(db, index, emailHash, requestStreamId));
  if (attachments.size === 0) return null;
  const oldestFirst = [...attachments.values()].map((attachment) => attachment.clientId);
  const kept = await afterMerges(db, oldestFirst);
  const candidates = oldestFirst.map((clientId) => kept.get(clientId) ?? clientId);
  const erased = await erasedClients(db, candidates);
  return candidates.find((clientId) => !erased.has(clientId)) ?? null;
}
