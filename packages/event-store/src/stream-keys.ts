import { sql } from 'kysely';
import { newStreamKey, open, seal } from './pii.ts';
import type { AnyTrx } from './types.ts';

/**
 * Per-stream PII keys. With a master key (openEventStore's `encryptionKey`) they are
 * stored wrapped, so a database dump alone does not reveal personal data.
 */
export interface KeyContext {
  masterKey: Buffer | null;
}

function wrapContext(streamId: string): string {
  return `stream-key:${streamId}`;
}

export function wrapKey(ctx: KeyContext, streamId: string, key: Buffer): Buffer {
  return ctx.masterKey === null ? key : Buffer.from(seal(ctx.masterKey, key, wrapContext(streamId)), 'base64');
}

export function unwrapKey(ctx: KeyContext, streamId: string, stored: Uint8Array): Buffer {
  if (ctx.masterKey === null) return Buffer.from(stored);
  try {
    return open(ctx.masterKey, Buffer.from(stored).toString('base64'), wrapContext(streamId));
  } catch (error) {
    throw new Error(`Cannot unwrap the PII key of stream ${streamId}: wrong encryptionKey?`, { cause: error });
  }
}

/** The stream's key, created (same transaction as the events) on its first PII write. */
export async function streamKeyForWrite(trx: AnyTrx, ctx: KeyContext, streamId: string): Promise<Buffer> {
  const existing = await sql<{ key: Uint8Array }>`
    SELECT key FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
  if (existing.rows[0]) return unwrapKey(ctx, streamId, existing.rows[0].key);

  // ON CONFLICT: a concurrent first write may have created it; then use theirs.
  const key = newStreamKey();
  await sql`
    INSERT INTO stream_keys (stream_id, key) VALUES (${streamId}, ${wrapKey(ctx, streamId, key)})
    ON CONFLICT (stream_id) DO NOTHING`.execute(trx);
  const row = await sql<{ key: Uint8Array }>`
    SELECT key FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
  if (!row.rows[0]) throw new Error(`PII key of stream ${streamId} vanished during the write`);
  return unwrapKey(ctx, streamId, row.rows[0].key);
}

export async function destroyStreamKey(trx: AnyTrx, streamId: string): Promise<void> {
  await sql`DELETE FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
}
