import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { ERASED } from './types.ts';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/**
 * What stands in for an event's personal fields at rest: ONE sealed box holding all of
 * them as a JSON object, under the `$pii` key beside the plain fields. `fields` (names,
 * not values) stays readable, so an erased event still says which fields it had.
 * One box per event costs one cipher call to write and one to read, whatever the number
 * of personal fields (ADR 003).
 */
export interface SealedPii {
  fields: string[];
  sealed: string;
}

export const PII_KEY = '$pii';

/**
 * CSPRNG bytes taken from a 4 KiB buffer refilled by one randomBytes call. A randomBytes
 * call costs 1.5 µs in a tight loop but ~5 µs between PGlite queries (cold caches), and a
 * sealed submission needs 7 of them (its key and one IV per field). Every byte is used
 * once; bytes handed out are wiped from the buffer, so no key stays in it.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomBytesFromPool(size: number): Buffer {
  if (size > POOL_BYTES) return randomBytes(size);
  if (poolOffset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + size));
  pool.fill(0, poolOffset, poolOffset + size);
  poolOffset += size;
  return bytes;
}

export function newStreamKey(): Buffer {
  return randomBytesFromPool(KEY_BYTES);
}

/** Raw key bytes, or a KeyObject made from them once (see toKeyObject). */
export type Key = Uint8Array | KeyObject;

const keyObjects = new WeakMap<Uint8Array, KeyObject>();

/**
 * Node re-imports a raw key on every createCipheriv/createDecipheriv (~8 µs, 3/4 of the
 * cost of decrypting a short field); a KeyObject is imported once. Cached per buffer.
 */
export function toKeyObject(key: Key): KeyObject {
  if (!(key instanceof Uint8Array)) return key;
  let object = keyObjects.get(key);
  if (!object) {
    object = createSecretKey(key);
    keyObjects.set(key, object);
  }
  return object;
}

/**
 * AES-256-GCM, `base64(iv | tag | ciphertext)`. The associated data binds a ciphertext
 * to its context (stream id), so a value copied into another stream does not decrypt.
 */
export function seal(key: Key, plaintext: Uint8Array, context: string): string {
  const iv = randomBytesFromPool(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, toKeyObject(key), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Throws when the key or context is wrong (GCM authentication). */
export function open(key: Key, sealed: string, context: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv(ALGORITHM, toKeyObject(key), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export function hasPii(fields: readonly string[] | undefined, data: Record<string, unknown>): boolean {
  return fields !== undefined && fields.some((field) => data[field] !== undefined);
}

/** Moves the listed top-level fields into one box sealed with the stream's key. */
export function encryptFields(
  data: Record<string, unknown>,
  fields: readonly string[],
  key: Key,
  streamId: string,
): Record<string, unknown> {
  if (PII_KEY in data) throw new Error(`event data cannot have a field named ${PII_KEY}`);
  const plain: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (fields.includes(field) && value !== undefined) personal[field] = value;
    else plain[field] = value;
  }
  const names = Object.keys(personal);
  if (names.length === 0) return data;
  const box: SealedPii = { fields: names, sealed: seal(key, Buffer.from(JSON.stringify(personal), 'utf8'), streamId) };
  plain[PII_KEY] = box;
  return plain;
}

function sealedPiiOf(data: Record<string, unknown>): SealedPii | null {
  const box = data[PII_KEY] as Partial<SealedPii> | undefined;
  if (typeof box !== 'object' || box === null || typeof box.sealed !== 'string' || !Array.isArray(box.fields)) return null;
  return box as SealedPii;
}

/**
 * The event's data with its personal fields back in place; each one ERASED when the key
 * is gone, or when the box does not authenticate (it was sealed under a key an erasure
 * destroyed, before a later append created a new one).
 */
export function decryptFields(
  data: Record<string, unknown>,
  key: Key | null,
  streamId: string,
): Record<string, unknown> {
  const box = sealedPiiOf(data);
  if (box === null) return data;
  const { [PII_KEY]: _sealed, ...plain } = data;
  let personal: Record<string, unknown> | null = null;
  if (key !== null) {
    try {
      personal = JSON.parse(open(key, box.sealed, streamId).toString('utf8')) as Record<string, unknown>;
    } catch {
      personal = null;
    }
  }
  for (const field of box.fields) plain[field] = personal === null ? ERASED : personal[field];
  return plain;
}
