import type { EventMetadata } from '@atelier/event-store';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const CORRELATION_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
/** A strong entity tag holding a stream version: `"3"`, or `"-1"` for a stream not written yet. */
const VERSION_TAG = /^"(-1|0|[1-9][0-9]{0,14})"$/;

/**
 * Who acts (the signed-in user, else anonymous) and which HTTP request caused it. A caller's
 * X-Correlation-Id is kept only when it looks like an id: it is stored in every event forever.
 */
export function metadataFor(c: Context<AppEnv>): EventMetadata {
  const user = c.get('user');
  const given = c.req.header('x-correlation-id');
  const correlationId = given !== undefined && CORRELATION_PATTERN.test(given) ? given : crypto.randomUUID();
  return { actor: user ? user.id : 'anonymous', correlationId, causationId: correlationId };
}

/** The client's Idempotency-Key header, scoped to the route so two endpoints never share one. */
export function idempotencyKeyFor(c: Context<AppEnv>, scope: string): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw badRequest('idempotencyKeyFormat');
  return `${scope}:${key}`;
}

/**
 * The version the client read the item at, from `If-Match: "<version>"` (ADR 029): the
 * command is refused with 409 when the item changed since. Without the header, or with `*`
 * (any version), there is no such check; anything else is a 400.
 */
export function expectedVersionFor(c: Context<AppEnv>): number | undefined {
  const given = c.req.header('if-match')?.trim();
  if (given === undefined || given === '*') return undefined;
  const match = VERSION_TAG.exec(given);
  if (!match?.[1]) throw badRequest('ifMatchFormat');
  return Number(match[1]);
}
