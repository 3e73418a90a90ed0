import type { EventMetadata } from '@atelier/event-store';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const CORRELATION_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

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
