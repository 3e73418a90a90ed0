import { NUMERIC_ID } from '@atelier/contracts';
import type { EventMetadata, EventStore, Idempotency } from '@atelier/event-store';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import type { AppEnv } from '../context.ts';
import { badRequest, preconditionRequired } from '../errors.ts';
import type { RouteRequest } from './custom-route.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
const CORRELATION_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
/** A strong entity tag holding a stream version: `"3"`, or `"-1"` for a stream not written yet. */
const VERSION_TAG = new RegExp(`^"(-1|0|${NUMERIC_ID})"$`);

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

/** JSON with object keys sorted at every level, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The digest of a submission: its validated fields and the bytes of each file, in order. Two
 * submissions with the same fingerprint are the same request (a retry, a double click).
 */
async function fingerprintOf(value: unknown, files: readonly File[]): Promise<string> {
  const fileDigests = await Promise.all(files.map(async (file) => sha256(new Uint8Array(await file.arrayBuffer()))));
  return sha256(canonicalJson({ value, files: fileDigests }));
}

/**
 * The client's Idempotency-Key header, scoped to the route so two endpoints never share one,
 * and bound to the fingerprint of the input it came with: the same key with other data is
 * refused by the event store.
 */
export async function idempotencyFor(
  c: Context<AppEnv>,
  scope: string,
  { input, files }: Pick<RouteRequest<unknown>, 'input' | 'files'>,
): Promise<Idempotency | undefined> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw badRequest('idempotencyKeyFormat');
  return { key: `${scope}:${key}`, fingerprint: await fingerprintOf(input, files) };
}

/** How a command route takes If-Match (`StreamCommandRoute.ifMatch`). */
export type IfMatch = boolean | 'required' | 'once-stored';

/**
 * The version the client read the item at, from `If-Match: "<version>"` (ADR 029): the
 * command is refused with 409 when the item changed since. Without the header, or with `*`
 * (any version), there is no such check; anything else is a 400. A route that takes none
 * reads nothing; 'absent' is a first save's missing header (`versionForFirstSave`).
 */
export function expectedVersionFor(c: Context<AppEnv>, declared: IfMatch | undefined): number | undefined | 'absent' {
  if (!declared) return undefined;
  const given = c.req.header('if-match')?.trim();
  if (given === undefined && declared === 'once-stored') return 'absent';
  // A change that must not be made blind (ADR 049) takes neither an absent header nor `*`.
  if (declared === 'required' && (given === undefined || given === '*')) throw preconditionRequired();
  if (given === undefined || given === '*') return undefined;
  const version = Number(VERSION_TAG.exec(given)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(version)) throw badRequest('ifMatchFormat');
  return version;
}

/**
 * A save without If-Match on a route declared 'once-stored' (ADR 054): only a first one, so it
 * expects no stream yet (-1); a stream that exists is replaced only by one who says which
 * version she read: 428.
 */
export async function versionForFirstSave(store: Pick<EventStore, 'readStream'>, streamId: string): Promise<number> {
  const { version } = await store.readStream(streamId);
  if (version >= 0) throw preconditionRequired();
  return -1;
}
