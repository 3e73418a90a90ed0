import { sql } from 'kysely';
import { decryptFields } from './pii.ts';
import { unwrapKey, type KeyContext } from './stream-keys.ts';
import { START, type AnyDb, type AnyTrx, type EventMetadata, type Position, type StoredEvent, type Upcasters } from './types.ts';

interface EventRow {
  global_position: number | string;
  epoch: number;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date | string;
  pii_key: Uint8Array | null;
}

export interface ReadContext extends KeyContext {
  upcasters: Upcasters;
}

// The key comes from the same statement as the events, so a read never pairs an event
// with a key from a different moment.
const SELECT_EVENTS = sql`
  SELECT e.global_position, e.epoch, e.transaction_id::text AS transaction_id, e.stream_id,
         e.stream_version, e.event_id::text AS event_id, e.type, e.schema_version, e.data,
         e.metadata, e.recorded_at, k.key AS pii_key
  FROM events e LEFT JOIN stream_keys k ON k.stream_id = e.stream_id`;

export async function readStream(
  db: AnyDb | AnyTrx,
  ctx: ReadContext,
  streamId: string,
): Promise<{ version: number; events: StoredEvent[] }> {
  const { rows } = await sql<EventRow>`${SELECT_EVENTS}
    WHERE e.stream_id = ${streamId}
    ORDER BY e.stream_version`.execute(db);
  const events = toStoredEvents(rows, ctx);
  return { version: events.at(-1)?.streamVersion ?? -1, events };
}

/**
 * Identity values are handed out at INSERT but become visible at COMMIT, so a reader
 * following global_position alone skips rows of transactions that commit late. Rows of
 * transactions at or above the snapshot's xmin may still be in flight, so they are held
 * back; everything below it is final and ordered by (epoch, transaction_id, position).
 */
export async function readAll(
  db: AnyDb | AnyTrx,
  ctx: ReadContext,
  after: Position,
  limit: number,
): Promise<StoredEvent[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`readAll: limit must be a positive integer, got ${limit}`);
  const { rows } = await sql<EventRow>`${SELECT_EVENTS}
    WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      AND (e.epoch, e.transaction_id, e.global_position)
        > (${after.epoch}::int, ${after.transactionId}::xid8, ${after.globalPosition}::bigint)
    ORDER BY e.epoch, e.transaction_id, e.global_position
    LIMIT ${limit}`.execute(db);
  return toStoredEvents(rows, ctx);
}

/**
 * true when an event after `after` is committed but still held back by the xmin rule,
 * because an older transaction is open. A runner that stops now would miss it until the
 * next wake-up, so it retries shortly instead.
 */
export async function hasHeldBackEvents(db: AnyDb | AnyTrx, after: Position): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM events
      WHERE (epoch, transaction_id, global_position)
        > (${after.epoch}::int, ${after.transactionId}::xid8, ${after.globalPosition}::bigint)
    ) AS held`.execute(db);
  return rows[0]?.held === true;
}

export async function headPosition(db: AnyDb | AnyTrx): Promise<Position> {
  const { rows } = await sql<Pick<EventRow, 'epoch' | 'transaction_id' | 'global_position'>>`
    SELECT epoch, transaction_id::text AS transaction_id, global_position
    FROM events
    WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY epoch DESC, transaction_id DESC, global_position DESC
    LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? positionOf(row) : START;
}

export function positionOf(row: Pick<EventRow, 'epoch' | 'transaction_id' | 'global_position'>): Position {
  return { epoch: Number(row.epoch), transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) };
}

export function positionOfEvent(event: StoredEvent): Position {
  return { epoch: event.epoch, transactionId: event.transactionId, globalPosition: event.globalPosition };
}

function toStoredEvents(rows: EventRow[], ctx: ReadContext): StoredEvent[] {
  const keys = new Map<string, Buffer | null>();
  const keyFor = (row: EventRow): Buffer | null => {
    if (!keys.has(row.stream_id)) {
      keys.set(row.stream_id, row.pii_key === null ? null : unwrapKey(ctx, row.stream_id, row.pii_key));
    }
    return keys.get(row.stream_id) ?? null;
  };

  return rows.map((row) => {
    const decrypted = decryptFields(row.data, row.pii_key === null ? null : keyFor(row), row.stream_id);
    const { data, schemaVersion } = upcast(ctx.upcasters, row.type, row.schema_version, decrypted);
    return {
      ...positionOf(row),
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      eventId: row.event_id,
      type: row.type,
      schemaVersion,
      data,
      metadata: row.metadata,
      recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
    };
  });
}

/** Applies upcasters[type][v], [v+1], ... until there is none for the current version. */
export function upcast(
  upcasters: Upcasters,
  type: string,
  schemaVersion: number,
  data: Record<string, unknown>,
): { data: Record<string, unknown>; schemaVersion: number } {
  const chain = upcasters[type];
  let version = schemaVersion;
  let current = data;
  for (let step = chain?.[version]; step; step = chain?.[version]) {
    current = step(current);
    version += 1;
  }
  return { data: current, schemaVersion: version };
}
