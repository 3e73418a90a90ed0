import type { EventMetadata } from '@atelier/event-store';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';

/** Who acts (the signed-in user, else anonymous) and which HTTP request caused it. */
export function metadataFor(c: Context<AppEnv>): EventMetadata {
  const user = c.get('user');
  const correlationId = c.req.header('x-correlation-id') ?? crypto.randomUUID();
  return { actor: user ? user.id : 'anonymous', correlationId, causationId: correlationId };
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The client's Idempotency-Key header, scoped to the route so two endpoints never share one. */
export function idempotencyKeyFor(c: Context<AppEnv>, scope: string): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key must be 8 to 200 letters, digits or . _ : -');
  }
  return `${scope}:${key}`;
}
