import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StreamWrite } from './event-store.ts';
import { ConcurrencyError } from './errors.ts';
import {
  assertSameSubmission,
  claimIdempotencyKey,
  IDEMPOTENCY_WINDOW,
  recordIdempotentResult,
  type IdempotencyClaim,
  type IdempotentRecord,
} from './idempotency.ts';
import { encryptFields, hasPii, newStreamKey } from './pii.ts';
import { positionOf } from './read.ts';
import { booleanLiteral, byteaLiteral, integerLiteral, nullableTextLiteral, textLiteral } from './sql-literal.ts';
import { runThrough, type RunStatement } from './statement.ts';
import { streamKeyForWrite, wrapKey, type KeyContext } from './stream-keys.ts';
import type { EventMetadata, NewEvent, Position } from './types.ts';
import type { Trx } from './database.ts';

/** Constant until a restore starts a new epoch; readers order by it first. */
export const CURRENT_EPOCH = 1;

export interface WriteOptions {
  metadata: EventMetadata;
  idempotencyKey?: string;
  /** A digest of the data the key is sent with: the same key with other data is refused. */
  idempotencyFingerprint?: string;
  result?: unknown;
}

function claimOf(options: WriteOptions): IdempotencyClaim | null {
  if (options.idempotencyKey === undefined) return null;
  return { key: options.idempotencyKey, fingerprint: options.idempotencyFingerprint ?? null };
}

export interface WriteOutcome {
  versions: Record<string, number>;
  position: Position;
  replayed: boolean;
  result: unknown;
}

const UNIQUE_VIOLATION = '23505';
/** Raised by append_stream() (see migrations/20261123T120000_append_stream_function.ts). */
const STREAM_CONFLICT = 'AT409';
const STREAM_KEY_EXISTS = 'AT412';

/**
 * store.append/appendMany outside any transaction. A one-stream write that append_stream()
 * can do whole (no personal data, or a new stream) is ONE autocommit statement: atomic
 * on its own, without BEGIN/COMMIT round trips. Anything else runs appendWrites in a
 * transaction opened by `transaction`.
 */
export async function appendOutsideTransaction(
  run: RunStatement,
  transaction: <T>(fn: (trx: Trx) => Promise<T>) => Promise<T>,
  writes: readonly StreamWrite[],
  options: WriteOptions,
  ctx: KeyContext,
): Promise<WriteOutcome> {
  validate(writes, options.metadata);
  const [write] = writes;
  if (writes.length === 1 && inOneCall(write!)) {
    try {
      return await appendStream({ run }, write!, options, ctx);
    } catch (error) {
      // Rolled back whole: a key row for the new stream existed already. The transaction
      // below seals the data with that key instead.
      if (sqlState(error) !== STREAM_KEY_EXISTS) throw error;
    }
  }
  return transaction((trx) => appendWrites(trx, writes, options, ctx));
}

/**
 * The whole append inside the caller's transaction: idempotency claim, a compare-and-set
 * on each stream's version, the events, the idempotency record. Tests call it directly to
 * hold a transaction open before COMMIT.
 */
export async function appendWrites(
  trx: Trx,
  writes: readonly StreamWrite[],
  options: WriteOptions,
  ctx: KeyContext,
): Promise<WriteOutcome> {
  validate(writes, options.metadata);
  if (writes.length === 1 && inOneCall(writes[0]!)) return appendStream({ trx }, writes[0]!, options, ctx);

  const claim = claimOf(options);
  if (claim !== null) {
    const first = await claimIdempotencyKey(trx, claim);
    if (first) return { ...first, replayed: true };
  }

  // A fixed lock order keeps two multi-stream writes from deadlocking on PostgreSQL.
  const ordered = [...writes].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  const versions: Record<string, number> = {};
  let position: Position | null = null;
  for (const write of ordered) {
    const written = inOneCall(write)
      ? await appendStream({ trx }, write, { metadata: options.metadata }, ctx)
      : await appendWithExistingKey(trx, write, options.metadata, ctx);
    const version = written.versions[write.streamId]!;
    versions[write.streamId] = version;
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

function needsKey(write: StreamWrite): boolean {
  return write.events.some((event) => hasPii(event.pii, event.data));
}

/**
 * append_stream() does the write whole unless personal data goes to a stream that may
 * exist: its key must be read after the stream row is locked (a fresh snapshot, so an
 * erasure that committed meanwhile is seen), and sealing happens here, in Node.
 */
function inOneCall(write: StreamWrite): boolean {
  return write.expectedVersion === -1 || !needsKey(write);
}

interface AppendStreamRow {
  replayed?: boolean;
  deferred?: boolean;
  version?: number;
  result?: unknown;
  versions?: Record<string, number> | null;
  epoch?: number | null;
  transaction_id?: string | null;
  global_position?: number | string | null;
  fingerprint?: string | null;
}

/**
 * One stream through append_stream(): one statement. Personal data of a new stream is
 * sealed with a key generated here, which the function stores with the events.
 * `via`: the caller's transaction, which the write can continue in (a deferred key conflict
 * is finished here), or the connection's `run`, where the statement is its own transaction.
 */
async function appendStream(
  via: { trx: Trx } | { run: RunStatement },
  write: StreamWrite,
  options: WriteOptions,
  ctx: KeyContext,
): Promise<WriteOutcome> {
  const { streamId } = write;
  const trx = 'trx' in via ? via.trx : null;
  const run = 'trx' in via ? runThrough(via.trx) : via.run;
  const key = needsKey(write) ? newStreamKey() : null;
  const data = write.events.map((event) =>
    JSON.stringify(key && event.pii ? encryptFields(event.data, event.pii, key, streamId) : event.data),
  );
  const metadataJson = JSON.stringify(options.metadata);
  const claim = claimOf(options);
  const idempotencyKey = claim?.key ?? null;
  const result = options.result ?? null;
  // Values inlined as literals, not bound as parameters (see sql-literal.ts).
  const call = [
    textLiteral(streamId),
    textLiteral(write.streamType),
    `${write.expectedVersion === 'any' ? 'NULL' : integerLiteral(write.expectedVersion)}::int`,
    key ? byteaLiteral(wrapKey(ctx, streamId, key)) : 'NULL::bytea',
    `ARRAY[${write.events.map((e) => textLiteral(e.type)).join(', ')}]::text[]`,
    `ARRAY[${write.events.map((e) => integerLiteral(e.schemaVersion ?? 1)).join(', ')}]::int[]`,
    `ARRAY[${data.map((json) => `${textLiteral(json)}::jsonb`).join(', ')}]`,
    `${textLiteral(metadataJson)}::jsonb`,
    `${integerLiteral(CURRENT_EPOCH)}::int`,
    `${nullableTextLiteral(idempotencyKey)}::text`,
    `${textLiteral(IDEMPOTENCY_WINDOW)}::interval`,
    `${textLiteral(JSON.stringify(result))}::jsonb`,
    booleanLiteral(trx !== null),
    `${nullableTextLiteral(claim?.fingerprint ?? null)}::text`,
  ];
  let row: AppendStreamRow;
  try {
    const rows = await run<{ r: AppendStreamRow }>(`SELECT append_stream(${call.join(', ')}) AS r`);
    row = rows[0]!.r;
  } catch (error) {
    throw toConcurrencyError(error, write);
  }

  if (row.replayed) {
    assertSameSubmission(claim!, row.fingerprint);
    return { ...replayedRecord(claim!.key, row), replayed: true };
  }
  const version = row.version!;
  if (!row.deferred) {
    const position = { epoch: CURRENT_EPOCH, transactionId: row.transaction_id!, globalPosition: Number(row.global_position) };
    return { versions: { [streamId]: version }, position, replayed: false, result };
  }
  // A key row for the new stream existed already: seal the events with that key.
  if (trx === null) throw new Error('append_stream deferred a write outside a transaction');
  const existing = await streamKeyForWrite(trx, ctx, streamId);
  const position = await insertEvents(trx, write, version, metadataJson, existing);
  const versions = { [streamId]: version };
  if (idempotencyKey !== null) await recordIdempotentResult(trx, idempotencyKey, { result, versions, position });
  return { versions, position, replayed: false, result };
}

type PositionRow = { epoch: number; transaction_id: string; global_position: number | string };

function replayedRecord(key: string, row: AppendStreamRow): IdempotentRecord {
  if (row.epoch == null || row.transaction_id == null || row.global_position == null) {
    throw new Error(`Idempotency key ${key} is claimed but has no recorded result`);
  }
  return {
    result: row.result,
    versions: row.versions ?? {},
    position: { epoch: row.epoch, transactionId: row.transaction_id, globalPosition: Number(row.global_position) },
  };
}

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/**
 * AT409 (append_stream's compare-and-set lost) carries the actual version as DETAIL.
 * A unique violation is only reachable if something wrote events without going through
 * streams.version.
 */
function toConcurrencyError(error: unknown, write: StreamWrite): unknown {
  const code = sqlState(error);
  if (code === STREAM_CONFLICT) {
    const actual = Number((error as { detail?: string }).detail);
    return new ConcurrencyError(write.streamId, write.expectedVersion, Number.isInteger(actual) ? actual : null, { cause: error });
  }
  if (code === UNIQUE_VIOLATION) return new ConcurrencyError(write.streamId, write.expectedVersion, null, { cause: error });
  return error;
}

/**
 * Personal data for a stream that may exist: reserve the versions (locking the stream
 * row), then read or create the key in a fresh statement, then seal and insert.
 */
async function appendWithExistingKey(trx: Trx, write: StreamWrite, metadata: EventMetadata, ctx: KeyContext): Promise<WriteOutcome> {
  const count = write.events.length;
  const { streamId, streamType, expectedVersion } = write;
  // On PostgreSQL a concurrent writer's row lock makes these wait, then re-check: the
  // loser gets no row rather than overwriting.
  const reserved =
    expectedVersion === 'any'
      ? await sql<{ version: number }>`
          INSERT INTO streams (stream_id, stream_type, version) VALUES (${streamId}, ${streamType}, ${count - 1})
          ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + ${count}
          RETURNING version`.execute(trx)
      : await sql<{ version: number }>`
          UPDATE streams SET version = version + ${count}
          WHERE stream_id = ${streamId} AND version = ${expectedVersion}
          RETURNING version`.execute(trx);
  const version = reserved.rows[0]?.version;
  if (version === undefined) {
    const current = await sql<{ version: number }>`SELECT version FROM streams WHERE stream_id = ${streamId}`.execute(trx);
    throw new ConcurrencyError(streamId, expectedVersion, current.rows[0]?.version ?? -1);
  }
  const key = await streamKeyForWrite(trx, ctx, streamId);
  const position = await insertEvents(trx, write, version, JSON.stringify(metadata), key);
  return { versions: { [streamId]: version }, position, replayed: false, result: null };
}

/** Inserts the events after their versions were reserved (`lastVersion` is the stream's new version). */
async function insertEvents(
  trx: Trx,
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
  let inserted: PositionRow[];
  try {
    ({ rows: inserted } = await sql<PositionRow>`
      INSERT INTO events (epoch, stream_id, stream_version, event_id, type, schema_version, data, metadata)
      VALUES ${sql.join(rows)}
      RETURNING global_position, epoch, transaction_id::text AS transaction_id`.execute(trx));
  } catch (error) {
    throw toConcurrencyError(error, write);
  }
  const last = inserted.reduce((a, b) => (Number(b.global_position) > Number(a.global_position) ? b : a));
  return positionOf(last);
}
