import type { BenchDatabase } from './backends.ts';
import { DRESS_ORDER_STREAM_TYPE, dressOrderStreamId, type EventStore } from './imports.ts';
import { rate, runFor } from './stats.ts';
import { dressOrderSubmitted, metadata } from './workload.ts';

export interface AppendFigure {
  writers: number;
  storeRate: number;
  rawRate: number;
}

const RAW_TABLE = 'bench_raw_events';
const ROUND_MS = Number(process.env.BENCH_APPEND_ROUND_MS ?? 1500);
const ROUNDS = 2;

let nextRequestId = 1_000_000;

/** One realistic append: a DressOrderSubmitted (6 PII fields) to a new stream. */
function appendSubmission(store: EventStore): Promise<unknown> {
  const id = nextRequestId++;
  return store.append(dressOrderStreamId(id), dressOrderSubmitted(id), {
    streamType: DRESS_ORDER_STREAM_TYPE,
    expectedVersion: -1,
    metadata: metadata('anonymous'),
  });
}

/** A stored event's size: the submission with its PII as sealed base64, like the real row. */
function rawRow(id: number) {
  const [event] = dressOrderSubmitted(id);
  const data: Record<string, unknown> = { ...event!.data };
  for (const field of event!.pii ?? []) {
    if (data[field] != null) data[field] = { $pii: Buffer.alloc(28 + JSON.stringify(data[field]).length).toString('base64') };
  }
  return { stream_id: dressOrderStreamId(id), type: event!.type, data: JSON.stringify(data), metadata: JSON.stringify(metadata('anonymous')) };
}

/** The baseline: BEGIN; INSERT one row of similar size into a plain table; COMMIT. */
function rawInsert(store: EventStore): Promise<unknown> {
  const row = rawRow(nextRequestId++);
  return store.db.transaction().execute((trx) => trx.insertInto(RAW_TABLE).values(row).execute());
}

async function createRawTable(store: EventStore): Promise<void> {
  await store.db.schema
    .createTable(RAW_TABLE)
    .ifNotExists()
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .execute();
}

/**
 * events/s of store.append against raw single-row INSERT transactions, with 1 and 8
 * concurrent writers. Rounds alternate (raw, store, raw, store) so drift on a noisy
 * machine hits both sides alike.
 */
export async function benchAppend(db: BenchDatabase): Promise<AppendFigure[]> {
  const { store } = db;
  await createRawTable(store);
  // Warm-up: JIT, connection pool, catalog caches, WASM.
  await runFor(8, 700, () => rawInsert(store));
  await runFor(8, 700, () => appendSubmission(store));

  const figures: AppendFigure[] = [];
  for (const writers of [1, 8]) {
    const totals = { raw: { count: 0, ms: 0 }, store: { count: 0, ms: 0 } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['raw', 'store'] as const) {
        const result = await runFor(writers, ROUND_MS, () => (side === 'raw' ? rawInsert(store) : appendSubmission(store)));
        totals[side].count += result.count;
        totals[side].ms += result.ms;
      }
    }
    figures.push({ writers, storeRate: rate(totals.store.count, totals.store.ms), rawRate: rate(totals.raw.count, totals.raw.ms) });
  }
  return figures;
}
