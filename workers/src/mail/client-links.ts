import { createHash, createHmac } from 'node:crypto';
import { daysAfter } from '@atelier/contracts/dates';
import type { Db } from '@atelier/event-store';

/** How long a link to her page opens it (docs/product.md#the-clients-page). */
export const CLIENT_LINK_DAYS = 60;

/**
 * The token a client mail carries: an HMAC of the outbox entry's id under a secret derived
 * from SESSION_SECRET, 256 bits in base64url. The same entry always gets the same token, so a
 * retried mail is the same mail; nobody without the secret can make one (ADR 046).
 */
export function clientLinkToken(secret: string, outboxId: string): string {
  return createHmac('sha256', secret).update(`atelier client link\0${outboxId}`).digest('base64url');
}

/** What is stored and looked up: the SHA-256 of the token. */
export const hashClientToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * Records the link an outbox entry's mail carries and answers its token. Recording it again
 * (a retry, a second sender) changes nothing: the first expiry stands.
 */
export async function issueClientLink(db: Db, secret: string, link: { streamId: string; outboxId: string; now: Date }): Promise<string> {
  const token = clientLinkToken(secret, link.outboxId);
  const expires = daysAfter(link.now, CLIENT_LINK_DAYS);
  await db
    .insertInto('client_links')
    .values({ token_hash: hashClientToken(token), stream_id: link.streamId, outbox_id: link.outboxId, created_at: link.now, expires_at: expires })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  return token;
}

/** The stream a live token opens, or null: unknown and expired tokens look the same. */
export async function streamOfClientToken(db: Db, token: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('client_links')
    .select('stream_id')
    .where('token_hash', '=', hashClientToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.stream_id ?? null;
}

/** Erasure: every link to her request stops working at once. */
export async function revokeClientLinks(db: Db, streamId: string): Promise<void> {
  await db.deleteFrom('client_links').where('stream_id', '=', streamId).execute();
}
