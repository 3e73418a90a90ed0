import { sql } from 'kysely';
import { IdempotencyKeyReused } from './errors.ts';
import type { Position } from './types.ts';
import type { Db, Trx } from './database.ts';

export interface IdempotentRecord {
  result: unknown;
  versions: Record<string, number>;
  position: Position;
}

/** A key and, when the caller has one, the fingerprint of the data it is sent with. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string | null;
}

/**
 * A repeat of a key is only a repeat when it carries the same data: a different fingerprint
 * raises IdempotencyKeyReused. A key stored without one (older rows, callers that send
 * none) matches any repeat.
 */
export function assertSameSubmission(claim: IdempotencyClaim, stored: string | null | undefined): void {
  if (claim.fingerprint !== null && stored != null && stored !== claim.fingerprint) throw new IdempotencyKeyReused(claim.key);
}

/** How long a key blocks a repeat; after that the same key is a new request. */
export const IDEMPOTENCY_WINDOW = '24 hours';

/**
 * Claims the key inside the append's transaction, before anything is written.
 * Returns null when the key is ours, else the first write's record (or IdempotencyKeyReused
 * when the first write had different data). The primary key makes
 * a concurrent duplicate's INSERT wait for the first transaction; once it commits the
 * duplicate gets no row and reads the winner's (READ COMMITTED: a new statement sees it).
 */
export async function claimIdempotencyKey(trx: Trx, claim: IdempotencyClaim): Promise<IdempotentRecord | null> {
  const { key } = claim;
  await sql`
    DELETE FROM idempotency_keys
    WHERE key = ${key} AND created_at < now() - ${IDEMPOTENCY_WINDOW}::interval`.execute(trx);
  const claimed = await sql`
    INSERT INTO idempotency_keys (key, fingerprint) VALUES (${key}, ${claim.fingerprint})
    ON CONFLICT (key) DO NOTHING
    RETURNING key`.execute(trx);
  if (claimed.rows.length > 0) return null;

  const row = await keyRow(trx, key);
  assertSameSubmission(claim, row?.fingerprint);
  const record = row && recordOf(row);
  if (!record) throw new Error(`Idempotency key ${key} is claimed but has no recorded result`);
  return record;
}

/**
 * The first answer a key was stored with, read before anything is decided: a repeat answers
 * it even when deciding again would write nothing (the first request's work is done). Null when
 * the key is new, or claimed by a write that has not committed yet (the append's claim then
 * decides). A key first sent with other data is IdempotencyKeyReused.
 */
export async function recordedAnswer(db: Db, claim: IdempotencyClaim): Promise<IdempotentRecord | null> {
  const row = await keyRow(db, claim.key, { withinWindow: true });
  if (!row) return null;
  assertSameSubmission(claim, row.fingerprint);
  return recordOf(row);
}

/** A key's row as stored: its answer, once its write committed, and the fingerprint it was first sent with. */
interface KeyRow {
  result: unknown;
  versions: Record<string, number> | null;
  epoch: number | null;
  transaction_id: string | null;
  global_position: number | string | null;
  fingerprint: string | null;
}

async function keyRow(executor: Db | Trx, key: string, options: { withinWindow?: boolean } = {}): Promise<KeyRow | undefined> {
  const window = options.withinWindow ? sql`AND created_at >= now() - ${IDEMPOTENCY_WINDOW}::interval` : sql``;
  const { rows } = await sql<KeyRow>`
    SELECT result, versions, epoch, transaction_id::text AS transaction_id, global_position, fingerprint
    FROM idempotency_keys WHERE key = ${key} ${window}`.execute(executor);
  return rows[0];
}

/** The recorded answer of a key's row; null while its write has not committed. */
function recordOf(row: KeyRow): IdempotentRecord | null {
  if (row.epoch === null || row.transaction_id === null || row.global_position === null) return null;
  return {
    result: row.result,
    versions: row.versions ?? {},
    position: { epoch: row.epoch, transactionId: row.transaction_id, globalPosition: Number(row.global_position) },
  };
}

export async function recordIdempotentResult(trx: Trx, key: string, record: IdempotentRecord): Promise<void> {
  await sql`
    UPDATE idempotency_keys SET
      result = ${JSON.stringify(record.result ?? null)}::jsonb,
      versions = ${JSON.stringify(record.versions)}::jsonb,
      epoch = ${record.position.epoch},
      transaction_id = ${record.position.transactionId}::xid8,
      global_position = ${record.position.globalPosition}
    WHERE key = ${key}`.execute(trx);
}
