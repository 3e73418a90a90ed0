import { sql } from 'kysely';
import { ConcurrencyError } from './errors.ts';
import { positionOf } from './read.ts';
import { START, type Position } from './types.ts';
import type { Db, Trx } from './database.ts';

export interface Checkpoint {
  projection: string;
  /** The projection's code version that built the rows up to `position`. */
  version: number;
  position: Position;
  updatedAt: Date;
}

export async function readCheckpoint(trx: Trx | Db, projection: string): Promise<Checkpoint | null> {
  const { rows } = await sql<{
    version: number;
    epoch: number;
    transaction_id: string;
    global_position: number | string;
    updated_at: Date;
  }>`
    SELECT version, epoch, transaction_id::text AS transaction_id, global_position, updated_at
    FROM checkpoints WHERE projection = ${projection}`.execute(trx);
  const row = rows[0];
  return row ? { projection, version: row.version, position: positionOf(row), updatedAt: row.updated_at } : null;
}

/**
 * Moves a projection's checkpoint from `expected` (null: none yet) to `next`, in the
 * projector's transaction, so its read-model writes and the checkpoint commit together.
 * Two projectors racing on one projection: the loser updates 0 rows and gets a
 * ConcurrencyError (streamId `checkpoint:<projection>`), and its transaction rolls back.
 */
export async function compareAndSetCheckpoint(
  trx: Trx,
  projection: string,
  expected: Position | null,
  next: Position,
  version: number,
): Promise<void> {
  const result =
    expected === null
      ? await sql`
          INSERT INTO checkpoints (projection, version, epoch, transaction_id, global_position)
          VALUES (${projection}, ${version}, ${next.epoch}, ${next.transactionId}::xid8, ${next.globalPosition})
          ON CONFLICT (projection) DO NOTHING`.execute(trx)
      : await sql`
          UPDATE checkpoints SET
            version = ${version}, epoch = ${next.epoch}, transaction_id = ${next.transactionId}::xid8,
            global_position = ${next.globalPosition}, updated_at = now()
          WHERE projection = ${projection}
            AND epoch = ${expected.epoch}
            AND transaction_id = ${expected.transactionId}::xid8
            AND global_position = ${expected.globalPosition}`.execute(trx);
  if (Number(result.numAffectedRows ?? 0) === 1) return;
  const actual = await readCheckpoint(trx, projection);
  throw new ConcurrencyError(`checkpoint:${projection}`, expected, actual?.position ?? null);
}

/**
 * Puts the projection back at START with its (new) code version, before a rebuild.
 * Clearing the read-model rows is the caller's job, in the same transaction.
 */
export async function resetCheckpoint(trx: Trx | Db, projection: string, version: number): Promise<void> {
  await sql`
    INSERT INTO checkpoints (projection, version, epoch, transaction_id, global_position)
    VALUES (${projection}, ${version}, ${START.epoch}, ${START.transactionId}::xid8, ${START.globalPosition})
    ON CONFLICT (projection) DO UPDATE SET
      version = excluded.version, epoch = excluded.epoch, transaction_id = excluded.transaction_id,
      global_position = excluded.global_position, updated_at = now()`.execute(trx);
}
