import { START, readCheckpoint, type Db, type Trx, type Position } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';

/**
 * Locks the projection's checkpoint row for this transaction (creating it at START), so
 * concurrent runners of one projection take turns instead of failing each other's
 * compare-and-set. Returns the position to read after.
 */
export async function lockCheckpoint(trx: Trx, projection: Projection): Promise<Position> {
  await sql`insert into checkpoints (projection, version, epoch, transaction_id, global_position)
            values (${projection.name}, ${projection.version}, ${START.epoch}, ${START.transactionId}::xid8, ${START.globalPosition})
            on conflict (projection) do nothing`.execute(trx);
  await sql`select 1 from checkpoints where projection = ${projection.name} for update`.execute(trx);
  const checkpoint = await readCheckpoint(trx, projection.name);
  if (!checkpoint) throw new Error(`checkpoint row for ${projection.name} vanished`);
  return checkpoint.position;
}

interface CheckpointRow {
  projection: string;
  epoch: number;
  transaction_id: string;
  global_position: number | string;
}

/** Checkpoint rows by projection name, with int8 normalised. */
function positionsByName(rows: readonly CheckpointRow[]): Map<string, Position> {
  return new Map(
    rows.map((row) => [
      row.projection,
      { epoch: Number(row.epoch), transactionId: row.transaction_id, globalPosition: Number(row.global_position) },
    ]),
  );
}

/** Every named projection's position, in one query (missing ones are absent from the map). */
export async function readCheckpoints(db: Db, names: readonly string[]): Promise<Map<string, Position>> {
  const { rows } = await sql<CheckpointRow>`
    select projection, epoch, transaction_id::text as transaction_id, global_position
    from checkpoints where projection in (${sql.join(names)})`.execute(db);
  return positionsByName(rows);
}

/**
 * lockCheckpoint for several projections in two statements: their rows are created if
 * missing, then locked in name order (so two runners locking overlapping sets cannot
 * deadlock). Returns each projection's position.
 */
export async function lockCheckpoints(trx: Trx, projections: readonly Projection[]): Promise<Map<string, Position>> {
  const rows = projections.map((p) => sql`(${p.name}, ${p.version}, ${START.epoch}, ${START.transactionId}::xid8, ${START.globalPosition})`);
  await sql`insert into checkpoints (projection, version, epoch, transaction_id, global_position)
            values ${sql.join(rows)} on conflict (projection) do nothing`.execute(trx);
  const { rows: locked } = await sql<CheckpointRow>`
    select projection, epoch, transaction_id::text as transaction_id, global_position from checkpoints
    where projection in (${sql.join(projections.map((p) => p.name))})
    order by projection for update`.execute(trx);
  return positionsByName(locked);
}

/**
 * Every projection's checkpoint as one opaque stamp (code version and position): a stamp that
 * changes means the read model moved or was rebuilt. One small query, for whoever follows the
 * read models from another process (the page cache's shared poll).
 */
export async function readCheckpointStamps(db: Db): Promise<Map<string, string>> {
  const { rows } = await sql<CheckpointRow & { version: number }>`
    select projection, version, epoch, transaction_id::text as transaction_id, global_position from checkpoints`.execute(db);
  return new Map(rows.map((row) => [row.projection, `${row.version}:${row.epoch}:${row.transaction_id}:${row.global_position}`]));
}
