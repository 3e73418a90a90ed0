import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { StreamWrite } from './event-store.ts';
import { ConcurrencyError } from './errors.ts';
import { claimIdempotencyKey, recordIdempotentResult } from './idempotency.ts';
import { encryptFields, hasPii, newStreamKey } from './pii.ts';
import { positionOf } from './read.ts';
import { streamKeyForWrite, wrapKey, type KeyContext } from './stream-keys.ts';
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
    const written = await writeStream(trx, write, options.metadata, ctx);
    versions[write.streamId] = written.version;
    if (position === null || written.position.globalPosition > position.globalPosition) position = written.position;
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

/** The statement that moves streams.version forward by the number of events, RETURNING version. */
function reserveStatement(write: StreamWrite): RawBuilder<{ version: number }> {
  const count = write.events.length;
  const { streamId, streamType, expectedVersion } = write;
  // On PostgreSQL a concurrent writer's row lock makes these wait, then re-check: the
  // loser gets no row rather than overwriting.
  if (expectedVersion === 'any') {
    return sql<{ version: number }>`
      INSERT INTO streams (stream_id, stream_type, version) VALUES (${streamId}, ${streamType}, ${count - 1})
      ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + ${count}
      RETURNING version`;
  }
  return expectedVersion === -1
    ? sql<{ version: number }>`
        INSERT INTO streams (stream_id, stream_type, version) VALUES (${streamId}, ${streamType}, ${count - 1})
        ON CONFLICT (stream_id) DO NOTHING
        RETURNING version`
    : sql<{ version: number }>`
        UPDATE streams SET version = version + ${count}
        WHERE stream_id = ${streamId} AND version = ${expectedVersion}
        RETURNING version`;
}

async function concurrencyError(trx: AnyTrx, write: StreamWrite): Promise<ConcurrencyError> {
  const current = await sql<{ version: number }>`
    SELECT version FROM streams WHERE stream_id = ${write.streamId}`.execute(trx);
  return new ConcurrencyError(write.streamId, write.expectedVersion, current.rows[0]?.version ?? -1);
}

/**
 * One stream's events, in as few statements as keep the semantics:
 * - no personal data: ONE statement (version compare-and-set + events);
 * - personal data on a new stream: ONE statement (+ the stream's new key), the key being
 *   generated here; should a key row exist already, the events go in with that key instead;
 * - personal data on an existing stream: the key is read in its own statement AFTER the
 *   stream row is locked (a fresh snapshot, so an erasure that committed meanwhile is seen).
 */
async function writeStream(
  trx: AnyTrx,
  write: StreamWrite,
  metadata: EventMetadata,
  ctx: KeyContext,
): Promise<{ version: number; position: Position }> {
  const metadataJson = JSON.stringify(metadata);
  const needsKey = write.events.some((event) => hasPii(event.pii, event.data));

  if (!needsKey || write.expectedVersion === -1) {
    const key = needsKey ? newStreamKey() : null;
    const newKey = key ? { stored: wrapKey(ctx, write.streamId, key) } : null;
    const { rows } = await guardUnique(write, () =>
      sql<{ version: number; global_position: number | string | null; epoch: number | null; transaction_id: string | null }>`
        WITH s AS (${reserveStatement(write)}),
        ${newKey ? sql`k AS (
          INSERT INTO stream_keys (stream_id, key) SELECT ${write.streamId}::text, ${newKey.stored}::bytea FROM s
          ON CONFLICT (stream_id) DO NOTHING
          RETURNING stream_id),` : sql``}
        v (ord, event_id, type, schema_version, data) AS (VALUES ${eventValues(write, key)}),
        e AS (
          INSERT INTO events (epoch, stream_id, stream_version, event_id, type, schema_version, data, metadata)
          SELECT ${CURRENT_EPOCH}::int, ${write.streamId}::text, s.version - ${write.events.length}::int + v.ord,
                 v.event_id, v.type, v.schema_version, v.data, ${metadataJson}::jsonb
          FROM s ${newKey ? sql`CROSS JOIN k` : sql``} CROSS JOIN v
          ORDER BY v.ord
          RETURNING global_position, epoch, transaction_id)
        SELECT s.version, last.global_position, last.epoch, last.transaction_id::text AS transaction_id
        FROM s LEFT JOIN (SELECT * FROM e ORDER BY global_position DESC LIMIT 1) last ON true`.execute(trx),
    );
    const row = rows[0];
    if (!row) throw await concurrencyError(trx, write);
    if (row.global_position !== null && row.epoch !== null && row.transaction_id !== null) {
      return { version: row.version, position: positionOf({ epoch: row.epoch, transaction_id: row.transaction_id, global_position: row.global_position }) };
    }
    // The stream is ours but a key row for it existed already: use that key.
    const existing = await streamKeyForWrite(trx, ctx, write.streamId);
    return { version: row.version, position: await insertEvents(trx, write, row.version, metadataJson, existing) };
  }

  const reserved = await reserveStatement(write).execute(trx);
  const version = reserved.rows[0]?.version;
  if (version === undefined) throw await concurrencyError(trx, write);
  const key = await streamKeyForWrite(trx, ctx, write.streamId);
  return { version, position: await insertEvents(trx, write, version, metadataJson, key) };
}

/** (ord, event_id, type, schema_version, data) rows, personal fields sealed with `key`. */
function eventValues(write: StreamWrite, key: Buffer | null) {
  return sql.join(
    write.events.map((event: NewEvent, i) => {
      const data = key && event.pii ? encryptFields(event.data, event.pii, key, write.streamId) : event.data;
      return sql`(${i + 1}::int, ${randomUUID()}::uuid, ${event.type}::text, ${event.schemaVersion ?? 1}::int, ${JSON.stringify(data)}::jsonb)`;
    }),
  );
}

/** Only reachable if something wrote events without going through streams.version. */
async function guardUnique<T>(write: StreamWrite, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ConcurrencyError(write.streamId, write.expectedVersion, null, { cause: error });
    }
    throw error;
  }
}

/** Inserts the events after their versions were reserved (`lastVersion` is the stream's new version). */
async function insertEvents(
  trx: AnyTrx,
  write: StreamWrite,
  lastVersion: number,
  metadataJson: string,
  key: Buffer,
): Promise<Position> {
  const firstVersion = lastVersion - write.events.length + 1;
  const rows = write.events.map((event: NewEvent, i) => {
    const data = event.pii ? encryptFields(event.data, event.pii, key, write.streamId) : event.data;
    return sql`(${CURRENT_EPOCH}, ${write.streamId}, ${firstVersion + i}, ${randomUUID()}::uuid, ${event.type},
      ${event.schemaVersion ?? 1}, ${JSON.stringify(data)}::jsonb, ${metadataJson}::jsonb)`;
  });
  const { rows: inserted } = await guardUnique(write, () =>
    sql<{ global_position: number | string; transaction_id: string; epoch: number }>`
      INSERT INTO events (epoch, stream_id, stream_version, event_id, type, schema_version, data, metadata)
      VALUES ${sql.join(rows)}
      RETURNING global_position, epoch, transaction_id::text AS transaction_id`.execute(trx),
  );
  const last = inserted.reduce((a, b) => (Number(b.global_position) > Number(a.global_position) ? b : a));
  return positionOf(last);
}
