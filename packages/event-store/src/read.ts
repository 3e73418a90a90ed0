import { sql } from 'kysely';
import type { KeyObject } from 'node:crypto';
import { PII_KEY, decryptFields, toKeyObject, type SealedPii } from './pii.ts';
import { unwrapKey, type KeyContext } from './stream-keys.ts';
import { START, type EventMetadata, type Position, type StoredEvent, type Upcasters } from './types.ts';
import type { Db, Trx } from './database.ts';

export interface PositionRow {
  global_position: number | string;
  epoch: number;
  transaction_id: string;
}

/**
 * One event as ONE text column: a JSON array in this order. Fetching a dozen columns
 * costs PGlite (whose wire protocol is parsed in JS) twice as much as one text field and
 * one JSON.parse; `data` stays a JSON string inside it, parsed only when read.
 */
type EventTuple = [
  globalPosition: number,
  epoch: number,
  transactionId: string,
  streamId: string,
  streamVersion: number,
  eventId: string,
  type: string,
  schemaVersion: number,
  data: string,
  metadata: EventMetadata,
  recordedAtMs: number,
  piiKeyBase64: string | null,
];

export interface ReadContext extends KeyContext {
  upcasters: Upcasters;
}

// The key comes from the same statement as the events, so a read never pairs an event
// with a key from a different moment. It is a subquery, not a join: a page of 500 events
// then costs 500 primary-key lookups, where the planner's hash join read every key.
// recorded_at as epoch milliseconds (a Date's precision).
const SELECT_EVENTS = sql`
  SELECT json_build_array(
           e.global_position, e.epoch, e.transaction_id::text, e.stream_id, e.stream_version,
           e.event_id, e.type, e.schema_version, e.data::text, e.metadata,
           floor(extract(epoch FROM e.recorded_at) * 1000),
           (SELECT encode(k.key, 'base64') FROM stream_keys k WHERE k.stream_id = e.stream_id)
         )::text AS event
  FROM events e`;

export async function readStream(
  db: Db | Trx,
  ctx: ReadContext,
  streamId: string,
): Promise<{ version: number; events: StoredEvent[] }> {
  const { rows } = await sql<{ event: string }>`${SELECT_EVENTS}
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
  db: Db | Trx,
  ctx: ReadContext,
  after: Position,
  limit: number,
  types?: readonly string[],
): Promise<StoredEvent[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`readAll: limit must be a positive integer, got ${limit}`);
  const ofTypes = types ? sql`AND e.type IN (${types.length ? sql.join(types) : sql`NULL`})` : sql``;
  const { rows } = await sql<{ event: string }>`${SELECT_EVENTS}
    WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      AND (e.epoch, e.transaction_id, e.global_position)
        > (${after.epoch}::int, ${after.transactionId}::xid8, ${after.globalPosition}::bigint)
      ${ofTypes}
    ORDER BY e.epoch, e.transaction_id, e.global_position
    LIMIT ${limit}`.execute(db);
  return toStoredEvents(rows, ctx);
}

/**
 * true when an event after `after` is committed but still held back by the xmin rule,
 * because an older transaction is open. A runner that stops now would miss it until the
 * next wake-up, so it retries shortly instead.
 */
export async function hasHeldBackEvents(db: Db | Trx, after: Position): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM events
      WHERE (epoch, transaction_id, global_position)
        > (${after.epoch}::int, ${after.transactionId}::xid8, ${after.globalPosition}::bigint)
    ) AS held`.execute(db);
  return rows[0]?.held === true;
}

export async function headPosition(db: Db | Trx): Promise<Position> {
  const { rows } = await sql<PositionRow>`
    SELECT epoch, transaction_id::text AS transaction_id, global_position
    FROM events
    WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    -- events.transaction_id: the xid8 column. A bare name would sort the text alias above,
    -- which puts transaction 999 after transaction 1000.
    ORDER BY epoch DESC, events.transaction_id DESC, global_position DESC
    LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? positionOf(row) : START;
}

export function positionOf(row: PositionRow): Position {
  return { epoch: Number(row.epoch), transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) };
}

export function positionOfEvent(event: StoredEvent): Position {
  return { epoch: event.epoch, transactionId: event.transactionId, globalPosition: event.globalPosition };
}

/**
 * The personal data of sealed boxes a read model kept as they were stored (see
 * EventStore.revealPii): each opened with its stream's key, ERASED once that is gone.
 */
export async function revealPii(
  db: Db | Trx,
  ctx: ReadContext,
  items: readonly { streamId: string; pii: SealedPii }[],
): Promise<Record<string, unknown>[]> {
  if (items.length === 0) return [];
  const streamIds = [...new Set(items.map((item) => item.streamId))];
  const { rows } = await sql<{ stream_id: string; key: Uint8Array }>`
    SELECT stream_id, key FROM stream_keys
    WHERE stream_id IN (SELECT json_array_elements_text(${JSON.stringify(streamIds)}::json))`.execute(db);
  const keys = new Map(rows.map((row) => [row.stream_id, toKeyObject(unwrapKey(ctx, row.stream_id, row.key))]));
  return items.map(({ streamId, pii }) => decryptFields({ [PII_KEY]: pii }, keys.get(streamId) ?? null, streamId));
}

function toStoredEvents(rows: { event: string }[], ctx: ReadContext): StoredEvent[] {
  const keys = new Map<string, KeyObject | null>();
  const keyFor = (streamId: string, stored: string | null): KeyObject | null => {
    let key = keys.get(streamId);
    if (key === undefined) {
      // Unwrapped eagerly, so a wrong encryptionKey still fails the read itself.
      key = stored === null ? null : toKeyObject(unwrapKey(ctx, streamId, Buffer.from(stored, 'base64')));
      keys.set(streamId, key);
    }
    return key;
  };

  return rows.map(({ event: json }) => {
    const [globalPosition, epoch, transactionId, streamId, streamVersion, eventId, type, schemaVersion, dataJson, metadata, recordedAtMs, storedKey] =
      JSON.parse(json) as EventTuple;
    const key = keyFor(streamId, storedKey);
    const plaintext = () => decryptFields(JSON.parse(dataJson) as Record<string, unknown>, key, streamId);
    const event: StoredEvent = {
      globalPosition: Number(globalPosition),
      epoch: Number(epoch),
      transactionId,
      streamId,
      streamVersion,
      eventId,
      type,
      schemaVersion,
      data: {},
      metadata,
      recordedAt: new Date(recordedAtMs),
    };
    if (ctx.upcasters[type]?.[schemaVersion]) {
      // Upcasters see plaintext, so events that have one are decrypted and upcast now.
      const upcasted = upcast(ctx.upcasters, type, schemaVersion, plaintext());
      event.data = upcasted.data;
      event.schemaVersion = upcasted.schemaVersion;
    } else {
      // Parsed (and decrypted) on first access: a projector that never reads `data` (most
      // read only the type, stream and metadata) pays nothing for the events it skips.
      defineLazyData(event, plaintext);
    }
    return event;
  });
}

/** An own, enumerable `data` property (spread, JSON and equality see it) computed once. */
function defineLazyData(event: StoredEvent, compute: () => Record<string, unknown>): void {
  let value: Record<string, unknown> | undefined;
  Object.defineProperty(event, 'data', {
    enumerable: true,
    configurable: true,
    get: () => (value ??= compute()),
    set: (next: Record<string, unknown>) => {
      value = next;
    },
  });
}

/** Applies upcasters[type][v], [v+1], ... until there is none for the current version. */
function upcast(
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
