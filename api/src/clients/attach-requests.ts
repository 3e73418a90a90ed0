import { randomUUID } from 'node:crypto';
import { clientStream } from '@atelier/domain';
import { executeCommand, type Position } from '@atelier/event-store';
import { emailIndexKey, indexNewRequests } from '../client-access/email-index.ts';
import type { AppContext } from '../context.ts';

type AttachContext = Pick<AppContext, 'store' | 'sessionSecret' | 'progress' | 'readYourWritesMs' | 'now'>;

/** The requests no client holds yet, oldest first, each with the hash of her address (ADR 046's index). */
async function unattachedRequests(ctx: AttachContext, keyId: string) {
  return ctx.store.db
    .selectFrom('rm_requests as r')
    .innerJoin('client_email_index as i', 'i.stream_id', 'r.stream_id')
    .leftJoin('rm_client_requests as cr', (join) => join.onRef('cr.request_type', '=', 'r.request_type').onRef('cr.request_id', '=', 'r.request_id'))
    .select(['r.request_type', 'r.request_id', 'i.email_hash'])
    .where('cr.request_key', 'is', null)
    .where('r.erased', '=', false)
    .where('i.key_id', '=', keyId)
    .orderBy('r.created_at')
    .orderBy('r.request_type')
    .orderBy('r.request_id')
    .execute();
}

/** The client who holds a request written from each address, if any; an erased client holds none. */
async function clientsOfHashes(ctx: AttachContext, keyId: string, hashes: readonly string[]): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await ctx.store.db
    .selectFrom('client_email_index as i')
    .innerJoin('rm_requests as r', 'r.stream_id', 'i.stream_id')
    .innerJoin('rm_client_requests as cr', (join) => join.onRef('cr.request_type', '=', 'r.request_type').onRef('cr.request_id', '=', 'r.request_id'))
    .innerJoin('rm_clients as c', 'c.client_id', 'cr.client_id')
    .select(['i.email_hash', 'cr.client_id'])
    .where('i.key_id', '=', keyId)
    .where('i.email_hash', 'in', hashes)
    .where('c.erased', '=', false)
    .where('r.erased', '=', false)
    .execute();
  return new Map(rows.map((row) => [row.email_hash, row.client_id]));
}

/**
 * Gives every request a client (ADR 047): the requests no client holds yet are grouped by
 * the HMAC of their normalised address; a group joins the client who already holds a
 * request of that address (after a merge, the client kept), else it opens a client named
 * after its oldest request. Each client's attachment is one command on her stream, decided
 * by her decider (which attaches nothing twice); the answer waits for the read models.
 */
async function attach(ctx: AttachContext): Promise<void> {
  const index = emailIndexKey(ctx.sessionSecret);
  await indexNewRequests(ctx.store, index);
  const pending = await unattachedRequests(ctx, index.id);
  if (pending.length === 0) return;
  const owners = await clientsOfHashes(ctx, index.id, [...new Set(pending.map((row) => row.email_hash))]);
  const groups = new Map<string, string[]>();
  for (const row of pending) {
    const key = `${row.request_type}-${row.request_id}`;
    const clientId = owners.get(row.email_hash) ?? key;
    owners.set(row.email_hash, clientId);
    groups.set(clientId, [...(groups.get(clientId) ?? []), key]);
  }
  const at = ctx.now().toISOString();
  const metadata = { actor: 'system', correlationId: randomUUID(), causationId: null };
  let last: Position | null = null;
  for (const [clientId, requests] of groups) {
    const result = await executeCommand(ctx.store, { stream: clientStream(clientId), command: { type: 'AttachClientRequests', data: { clientId, requests, at } }, metadata });
    last = result.position;
  }
  if (last) await ctx.progress.waitFor(last, ctx.readYourWritesMs);
}

/** One attachment at a time per app, so two reads at once never attach the same request twice. */
const running = new WeakMap<object, Promise<void>>();

/** Attaches the requests no client holds yet (each read of clients and requests first does it). */
export function attachNewRequests(ctx: AttachContext): Promise<void> {
  const next = (running.get(ctx.store) ?? Promise.resolve()).catch(() => undefined).then(() => attach(ctx));
  running.set(ctx.store, next);
  return next;
}
