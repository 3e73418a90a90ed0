import { createHash, randomBytes } from 'node:crypto';
import { daysAfter } from '@atelier/contracts/dates';
import type { Db } from '@atelier/event-store';
import { hashClientToken, revokeClientLinks } from '@atelier/workers';

/** A session lasts 30 days from her click, and never beyond the link that opened it (ADR 046). */
const CLIENT_SESSION_DAYS = 30;

const hashSessionId = (id: string): string => createHash('sha256').update(id, 'utf8').digest('base64url');

/** The live link a token is, with when it ends; null for an unknown, expired or revoked one. */
export async function liveClientLink(db: Db, token: string, now: Date): Promise<{ streamId: string; expiresAt: Date } | null> {
  const row = await db
    .selectFrom('client_links')
    .select(['stream_id', 'expires_at'])
    .where('token_hash', '=', hashClientToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { streamId: row.stream_id, expiresAt: new Date(row.expires_at) } : null;
}

/**
 * Opens a session on one request: a random 256-bit id for her cookie, stored only as its
 * SHA-256. It ends 30 days from now, or when the link that opened it does, whichever is first.
 */
export async function openClientSession(db: Db, streamId: string, linkEnds: Date, now: Date): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Math.min(daysAfter(now, CLIENT_SESSION_DAYS).getTime(), linkEnds.getTime()));
  await db.insertInto('client_sessions').values({ id_hash: hashSessionId(id), stream_id: streamId, created_at: now, expires_at: expiresAt }).execute();
  return { id, expiresAt };
}

/** The stream a live session shows, or null: an unknown, expired or ended session looks the same. */
export async function streamOfClientSession(db: Db, id: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('client_sessions')
    .select('stream_id')
    .where('id_hash', '=', hashSessionId(id))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.stream_id ?? null;
}

/** Signing out ends this session only; her other devices keep theirs. */
export async function endClientSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('client_sessions').where('id_hash', '=', hashSessionId(id)).execute();
}

/**
 * Erasure: every session on her request ends and every link to it stops working, and her
 * address leaves the index, in one transaction (docs/product.md#the-clients-page, ADR 046).
 */
export async function revokeClientAccess(db: Db, streamId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('client_sessions').where('stream_id', '=', streamId).execute();
    await trx.deleteFrom('client_email_index').where('stream_id', '=', streamId).execute();
    await revokeClientLinks(trx, streamId);
  });
}
