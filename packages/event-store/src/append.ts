import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StreamWrite } from './event-store.ts';
import { ConcurrencyError } from './errors.ts';
import { claimIdempotencyKey, recordIdempotentResult } from './idempotency.ts';
import { encryptFields, hasPii } from './pii.ts';
import { streamKeyForWrite, type KeyContext } from './stream-keys.ts';
import type { AnyTrx, EventMetadata, NewEvent, Position } from './types.ts';

/** Constant until a restore starts a new epoch; readers order by it first. */
export const CURRENT_EPOCH = 1;

export interface WriteOptions {
  metadata: EventMetadata;
  idempotencyKey?: string;
  result?: unknown;
}

export interface WriteOutcome {
  versions: Record<string, number>;
  position: Position;
  replayed: boolean;
  result: unknown;
}

const UNIQUE_VIOLATION = '23505';

/**
 * The whole append inside the caller's transaction: idempotency claim, a compare-and-set
 * on each stream's version, the events, the idempotency record. The store wraps it in a
 * transaction; tests call it directly to hold a transaction open before COMMIT.
 */
export async function appendWrites(
  trx: AnyTrx,
  writes: readonly StreamWrite[],
  options: WriteOptions,
  ctx: KeyContext,
): Promise<WriteOutcome> {
  validate(writes, options.metadata);

  if (options.idempotencyKey !== undefined) {
    const first = await claimIdempotencyKey(trx, options.idempotencyKey);
    if (first) return { ...first, replayed: true };
  }

  // A fixed lock order keeps two multi-stream writes from deadlocking on PostgreSQL.
  const ordered = [...writes].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  const versions: Record<string, number> = {};
  let position: Position | null = null;
  for (const write of ordered) {
    const lastVersion = await reserveVersions(trx, write);
    versions[write.streamId] = lastVersion;
    const inserted = await insertEvents(trx, write, lastVersion - write.events.length + 1, options.metadata, ctx);
    if (position === null || inserted.globalPosition > position.globalPosition) position = inserted;
  }
  if (position === null) throw new Error('unreachable: no events written');

  const result = options.result ?? null;
  if (options.idempotencyKey !== undefined) {
    await recordIdempotentResult(trx, options.idempotencyKey, { result, versions, position });
  }
  return { versions, position, replayed: false, result };
}

function validate(writes: readonly StreamWrite[], metadata: EventMetadata): void {
  if (writes.length === 0) throw new Error('append: nothing to write');
  const seen = new Set<string>();
  for (const write of writes) {
    if (write.events.length === 0) throw new Error(`append: no events for stream ${write.streamId}`);
    if (seen.has(write.streamId)) throw new Error(`append: stream ${write.streamId} appears twice in one write`);
    seen.add(write.streamId);
    const expected = write.expectedVersion;
    if (expected !== 'any' && (!Number.isInteger(expected) || expected < -1)) {
      throw new Error(`append: invalid expectedVersion ${String(expected)} for stream ${write.streamId}`);
    }
  }
  if (typeof metadata?.actor !== 'string' || typeof metadata.correlationId !== 'string') {
    throw new Error('append: metadata.actor and metadata.correlationId are required');
  }
}

/** Moves streams.version forward by the number of events; returns the new version. */
async function reserveVersions(trx: AnyTrx, write: StreamWrite): Promise<number> {
  const count = write.events.length;
  const { streamId, streamType, expectedVersion } = write;

  if (expectedVersion === 'any') {
    const { rows } = await sql<{ version: number }>`
      INSERT INTO streams (stream_id, stream_type, version) VALUES (${streamId}, ${streamType}, ${count - 1})
      ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + ${count}
      RETURNING version`.execute(trx);
    return rows[0]!.version;
  }

  // On PostgreSQL a concurrent writer's row lock makes these wait, then re-check: the
  // loser sees 0 rows rather than overwriting.
  const { rows } =
    expectedVersion === -1
      ? await sql<{ version: number }>`
          INSERT INTO streams (stream_id, stream_type, version) VALUES (${streamId}, ${streamType}, ${count - 1})
          ON CONFLICT (stream_id) DO NOTHING
          RETURNING version`.execute(trx)
      : await sql<{ version: number }>`
          UPDATE streams SET version = version + ${count}
          WHERE stream_id = ${streamId} AND version = ${expectedVersion}
          RETURNING version`.execute(trx);
  if (rows[0]) return rows[0].version;

  const current = await sql<{ version: number }>`
    SELECT version FROM streams WHERE stream_id = ${streamId}`.execute(trx);
  throw new ConcurrencyError(streamId, expectedVersion, current.rows[0]?.version ?? -1);
}

async function insertEvents(
  trx: AnyTrx,
  write: StreamWrite,
  firstVersion: number,
  metadata: EventMetadata,
  ctx: KeyContext,
): Promise<Position> {
  const needsKey = write.events.some((event) => hasPii(event.pii, event.data));
  const key = needsKey ? await streamKeyForWrite(trx, ctx, write.streamId) : null;
  const metadataJson = JSON.stringify(metadata);

  const rows = write.events.map((event: NewEvent, i) => {
    const data = key && event.pii ? encryptFields(event.data, event.pii, key, write.streamId) : event.data;
    return sql`(${CURRENT_EPOCH}, ${write.streamId}, ${firstVersion + i}, ${randomUUID()}::uuid, ${event.type},
      ${event.schemaVersion ?? 1}, ${JSON.stringify(data)}::jsonb, ${metadataJson}::jsonb)`;
  });

  try {
    const { rows: inserted } = await sql<{ global_position: number | string; transaction_id: string; epoch: number }>`
      INSERT INTO events (epoch, stream_id, stream_version, event_id, type, schema_version, data, metadata)
      VALUES ${sql.join(rows)}
      RETURNING global_position, epoch, transaction_id::text AS transaction_id`.execute(trx);
    const last = inserted.reduce((a, b) => (Number(b.global_position) > Number(a.global_position) ? b : a));
    return { epoch: last.epoch, transactionId: last.transaction_id, globalPosition: Number(last.global_position) };
  } catch (error) {
    // Only reachable if something wrote events without going through streams.version.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ConcurrencyError(write.streamId, write.expectedVersion, null, { cause: error });
    }
    throw error;
  }
}
