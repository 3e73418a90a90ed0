import { createHash, createHmac } from 'node:crypto';
import type { RequestType } from '@atelier/contracts';
import type { EventStore } from '@atelier/event-store';
import { revealRows } from '@atelier/projections';

/** What the index reads and writes: the requests' read model, her sealed data and the key holder. */
export type EmailIndexStore = Pick<EventStore, 'db' | 'revealPii'>;

/** The key the index hashes addresses with, and its id (a new SESSION_SECRET makes a new index). */
export interface EmailIndexKey {
  key: Buffer;
  id: string;
}

export function emailIndexKey(sessionSecret: string): EmailIndexKey {
  const key = createHmac('sha256', sessionSecret).update('atelier client email index').digest();
  return { key, id: createHash('sha256').update(key).digest('base64url').slice(0, 12) };
}

/** One address however she types it: trimmed, lower case, Unicode-normalised. */
export const normaliseEmail = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/** The HMAC of the normalised address: without SESSION_SECRET, nobody can test an address against the table. */
export const hashEmail = (index: EmailIndexKey, email: string): string => createHmac('sha256', index.key).update(normaliseEmail(email)).digest('base64url');

/**
 * Hashes the address of every request the index does not hold yet (or holds under an older
 * key): each is opened once, ever, with one key look-up for all of them. Erased requests
 * have no address to open, and are left out.
 */
export async function indexNewRequests(store: EmailIndexStore, index: EmailIndexKey): Promise<void> {
  const rows = await store.db
    .selectFrom('rm_requests as r')
    .leftJoin('client_email_index as i', 'i.stream_id', 'r.stream_id')
    .select(['r.stream_id', 'r.personal'])
    .where('r.erased', '=', false)
    .where((w) => w.or([w('i.stream_id', 'is', null), w('i.key_id', '<>', index.id)]))
    .execute();
  if (rows.length === 0) return;
  const hashed = await revealRows(store, rows, (row, personal) => {
    const email = typeof personal?.email === 'string' ? personal.email : '';
    return email === '' ? null : { stream_id: row.stream_id, email_hash: hashEmail(index, email), key_id: index.id };
  });
  const values = hashed.filter((row) => row !== null);
  if (values.length === 0) return;
  await store.db
    .insertInto('client_email_index')
    .values(values)
    .onConflict((oc) => oc.column('stream_id').doUpdateSet((eb) => ({ email_hash: eb.ref('excluded.email_hash'), key_id: eb.ref('excluded.key_id') })))
    .execute();
}

/**
 * Her newest request that is not erased, by the address she wrote it with; null for an
 * address no client wrote. The look-up is one index probe: addresses are opened only for
 * requests the index has not seen yet, never all of them per question.
 */
export async function newestRequestOfEmail(store: EmailIndexStore, index: EmailIndexKey, email: string): Promise<{ type: RequestType; id: number } | null> {
  await indexNewRequests(store, index);
  const row = await store.db
    .selectFrom('client_email_index as i')
    .innerJoin('rm_requests as r', 'r.stream_id', 'i.stream_id')
    .select(['r.request_type', 'r.request_id'])
    .where('i.email_hash', '=', hashEmail(index, email))
    .where('i.key_id', '=', index.id)
    .where('r.erased', '=', false)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.request_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { type: row.request_type, id: row.request_id } : null;
}
