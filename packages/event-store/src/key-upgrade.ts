import { sql } from 'kysely';
import { requestCompaction } from './key-compaction.ts';
import { KEY_BYTES } from './pii.ts';
import { mismatch, unwrapKey, wrapKey, WRAPPED_FORMAT, type KeyContext } from './stream-keys.ts';
import type { Db, Trx } from './database.ts';

/** Arbitrary but fixed: start-up checks and rotations of every process take turns. */
const KEYS_LOCK_KEY = '4173520394218';
const BATCH = 500;

async function lockStreamKeys(trx: Trx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${KEYS_LOCK_KEY}::bigint)`.execute(trx);
}

/**
 * At every start, before the store is used: refuses a master key that did not wrap the
 * stored data keys (MasterKeyMismatchError), records the master key id on first use, and
 * wraps the clear keys of a database written before ADR 009. Answers how many it wrapped;
 * the compaction it requests makes the clear copies leave the table's pages.
 */
export async function prepareStreamKeys(db: Db, ctx: KeyContext): Promise<{ wrapped: number }> {
  return db.transaction().execute(async (trx) => {
    await lockStreamKeys(trx);
    await checkMasterKey(trx, ctx);
    const { rows } = await sql<{ stream_id: string; key: Uint8Array }>`
      SELECT stream_id, key FROM stream_keys WHERE key_format = 0 ORDER BY stream_id`.execute(trx);
    const wrapped = rows.map(({ stream_id: streamId, key }) => {
      if (key.length !== KEY_BYTES) throw new Error(`The clear PII key of stream ${streamId} is not ${KEY_BYTES} bytes`);
      return { streamId, key: wrapKey(ctx, streamId, key) };
    });
    await replaceStreamKeys(trx, wrapped);
    if (wrapped.length > 0) await requestCompaction(trx);
    return { wrapped: wrapped.length };
  });
}

async function checkMasterKey(trx: Trx, ctx: KeyContext): Promise<void> {
  const { current, previous } = ctx.keyring;
  const known = (id: Uint8Array) => current.id.equals(id) || previous?.id.equals(id) === true;
  const recorded = await sql<{ key_id: Uint8Array }>`SELECT key_id FROM pii_master_key`.execute(trx);
  const { rows } = await sql<{ key_id: Uint8Array }>`
    SELECT DISTINCT substring(key FROM 2 FOR 8) AS key_id FROM stream_keys WHERE key_format = ${WRAPPED_FORMAT}`.execute(trx);
  const unknown = [...recorded.rows, ...rows].map((row) => row.key_id).filter((id) => !known(id));
  if (unknown.length > 0) throw mismatch(ctx.keyring, unknown);
  if (recorded.rows.length === 0) {
    await sql`INSERT INTO pii_master_key (key_id) VALUES (${current.id}) ON CONFLICT (singleton) DO NOTHING`.execute(trx);
  }
}

/**
 * Re-wraps every data key that the current master key did not wrap (they unwrap with the
 * previous one) and records the current key's id, in one transaction: a crash leaves the
 * old wrapping whole. Answers how many it re-wrapped.
 */
export async function rewrapStreamKeys(db: Db, ctx: KeyContext): Promise<{ rewrapped: number }> {
  return db.transaction().execute(async (trx) => {
    await lockStreamKeys(trx);
    await checkMasterKey(trx, ctx);
    const { rows } = await sql<{ stream_id: string; key: Uint8Array }>`
      SELECT stream_id, key FROM stream_keys
      WHERE substring(key FROM 2 FOR 8) <> ${ctx.keyring.current.id}
      ORDER BY stream_id FOR UPDATE`.execute(trx);
    const rewrapped = rows.map(({ stream_id: streamId, key }) => ({
      streamId,
      key: wrapKey(ctx, streamId, unwrapKey(ctx, streamId, key)),
    }));
    await replaceStreamKeys(trx, rewrapped);
    if (rewrapped.length > 0) await requestCompaction(trx);
    await sql`UPDATE pii_master_key SET key_id = ${ctx.keyring.current.id}, updated_at = now()`.execute(trx);
    return { rewrapped: rewrapped.length };
  });
}

async function replaceStreamKeys(trx: Trx, keys: readonly { streamId: string; key: Buffer }[]): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH).map(({ streamId, key }) => ({ stream_id: streamId, key: key.toString('base64') }));
    await sql`
      UPDATE stream_keys k SET key = decode(v.key, 'base64'), key_format = ${WRAPPED_FORMAT}
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS v(stream_id text, key text)
      WHERE k.stream_id = v.stream_id`.execute(trx);
  }
}
