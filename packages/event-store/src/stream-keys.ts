import { sql } from 'kysely';
import { MasterKeyMismatchError } from './errors.ts';
import { describeKeyId, masterKeyById, MASTER_KEY_ID_BYTES, type Keyring, type MasterKey } from './master-key.ts';
import { KEY_BYTES, newStreamKey, open, seal } from './pii.ts';
import type { Trx } from './database.ts';

/**
 * Per-stream PII keys, only ever stored wrapped by the master key (ADR 009), so neither a
 * dump nor a backup of the database alone reveals personal data.
 *
 * Wrapped format 1 (`stream_keys.key_format = 1`), 69 bytes:
 *   0x01 | master key id (8) | iv (12) | GCM tag (16) | encrypted data key (32)
 * The associated data binds it to its format, master key id and stream, so a wrapped key
 * copied to another stream does not unwrap. Format 0 is a clear key written before ADR 009,
 * wrapped at start-up (key-upgrade.ts).
 */
export interface KeyContext {
  keyring: Keyring;
}

export const WRAPPED_FORMAT = 1;
const HEADER_BYTES = 1 + MASTER_KEY_ID_BYTES;
const WRAPPED_KEY_BYTES = HEADER_BYTES + 12 + 16 + KEY_BYTES;

function associatedData(keyId: Uint8Array, streamId: string): string {
  return `stream-key:v${WRAPPED_FORMAT}:${describeKeyId(keyId)}:${streamId}`;
}

function wrapKeyWith(master: MasterKey, streamId: string, key: Uint8Array): Buffer {
  const sealed = Buffer.from(seal(master.key, key, associatedData(master.id, streamId)), 'base64');
  return Buffer.concat([Buffer.from([WRAPPED_FORMAT]), master.id, sealed]);
}

export function wrapKey(ctx: KeyContext, streamId: string, key: Uint8Array): Buffer {
  return wrapKeyWith(ctx.keyring.current, streamId, key);
}

/** The id of the master key that wrapped `stored`. */
function wrappingKeyId(streamId: string, stored: Uint8Array): Buffer {
  const bytes = Buffer.from(stored);
  if (bytes.length !== WRAPPED_KEY_BYTES || bytes[0] !== WRAPPED_FORMAT) {
    throw new Error(`The stored PII key of stream ${streamId} is not a wrapped key (format ${WRAPPED_FORMAT})`);
  }
  return bytes.subarray(1, HEADER_BYTES);
}

export function unwrapKey(ctx: KeyContext, streamId: string, stored: Uint8Array): Buffer {
  const keyId = wrappingKeyId(streamId, stored);
  const master = masterKeyById(ctx.keyring, keyId);
  if (master === null) throw mismatch(ctx.keyring, [keyId]);
  const sealed = Buffer.from(stored).subarray(HEADER_BYTES).toString('base64');
  try {
    return open(master.key, sealed, associatedData(keyId, streamId));
  } catch (error) {
    throw new Error(`The wrapped PII key of stream ${streamId} does not authenticate: it was altered or copied from another stream`, {
      cause: error,
    });
  }
}

export function mismatch(keyring: Keyring, storedIds: readonly Uint8Array[]): MasterKeyMismatchError {
  const given = [keyring.current, ...(keyring.previous ? [keyring.previous] : [])].map((k) => describeKeyId(k.id));
  return new MasterKeyMismatchError([...new Set(storedIds.map(describeKeyId))], given);
}

/** The stream's key, created (same transaction as the events) on its first PII write. */
export async function streamKeyForWrite(trx: Trx, ctx: KeyContext, streamId: string): Promise<Buffer> {
  const existing = await sql<{ key: Uint8Array }>`
    SELECT key FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
  if (existing.rows[0]) return unwrapKey(ctx, streamId, existing.rows[0].key);

  // ON CONFLICT: a concurrent first write may have created it; then use theirs.
  const key = newStreamKey();
  await sql`
    INSERT INTO stream_keys (stream_id, key, key_format) VALUES (${streamId}, ${wrapKey(ctx, streamId, key)}, ${WRAPPED_FORMAT})
    ON CONFLICT (stream_id) DO NOTHING`.execute(trx);
  const row = await sql<{ key: Uint8Array }>`
    SELECT key FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
  if (!row.rows[0]) throw new Error(`PII key of stream ${streamId} vanished during the write`);
  return unwrapKey(ctx, streamId, row.rows[0].key);
}

export async function destroyStreamKey(trx: Trx, streamId: string): Promise<void> {
  await sql`DELETE FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
}
