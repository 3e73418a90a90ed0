import { randomBytes } from 'node:crypto';
import type { BenchDatabase } from './backends.ts';
import { DRESS_ORDER_STREAM_TYPE, dressOrderStreamId, type EventStore } from './imports.ts';
import { fmtRate, fmtRatio, rate, runFor } from './stats.ts';
import { dressOrderSubmitted, metadata } from './workload.ts';

export interface AppendFigure {
  writers: number;
  storeRate: number;
  /** The baseline: BEGIN; INSERT one row; COMMIT. */
  rawRate: number;
  /** Context only: the same INSERT as its own (autocommit) transaction, no BEGIN/COMMIT. */
  rawAutocommitRate: number;
}

const RAW_TABLE = 'bench_raw_events';
const ROUND_MS = Number(process.env.BENCH_APPEND_ROUND_MS ?? 1500);
const ROUNDS = 2;
/**
 * Per side, before any round. The raw INSERT path keeps getting faster for about two seconds
 * (JIT); with 500 ms its 1-writer figure came out 15–30% low, which flattered the 1-writer ratio.
 */
const WARMUP_MS = 2000;

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

/** Random bytes drawn once, so the baseline's filler looks like ciphertext but costs nothing per row. */
const FILLER = randomBytes(4096).toString('base64');

/**
 * A stored event's size and shape: the submission from the same decider, its personal
 * fields replaced by one `$pii` box of the sealed length (12-byte IV + 16-byte tag + the
 * fields' JSON), like the real row. No encryption: the baseline is the database work.
 */
function rawRow(id: number) {
  const [event] = dressOrderSubmitted(id);
  const data: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(event!.data)) {
    if (event!.pii?.includes(field) && value !== undefined) personal[field] = value;
    else data[field] = value;
  }
  const sealedBytes = 28 + Buffer.byteLength(JSON.stringify(personal));
  data.$pii = { fields: Object.keys(personal), sealed: FILLER.slice(0, Math.ceil(sealedBytes / 3) * 4) };
  return { stream_id: dressOrderStreamId(id), type: event!.type, data: JSON.stringify(data), metadata: JSON.stringify(metadata('anonymous')) };
}

/** The baseline's plain table, known to Kysely here only: it is none of the app's tables. */
const rawDb = (store: EventStore) => store.db.withTables<{ [RAW_TABLE]: ReturnType<typeof rawRow> }>();

/** The baseline: BEGIN; INSERT one row of similar size into a plain table; COMMIT. */
function rawInsert(store: EventStore): Promise<unknown> {
  const row = rawRow(nextRequestId++);
  return rawDb(store).transaction().execute((trx) => trx.insertInto(RAW_TABLE).values(row).execute());
}

/** Context: the same INSERT without BEGIN/COMMIT (one statement, its own transaction). */
function rawInsertAutocommit(store: EventStore): Promise<unknown> {
  return rawDb(store).insertInto(RAW_TABLE).values(rawRow(nextRequestId++)).execute();
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

const SIDES = {
  raw: rawInsert,
  store: appendSubmission,
  rawAutocommit: rawInsertAutocommit,
} satisfies Record<string, (store: EventStore) => Promise<unknown>>;

/**
 * events/s of store.append against raw single-row INSERT transactions, with 1 and 8
 * concurrent writers. Rounds alternate (raw, store, autocommit, raw, store, ...) so drift
 * on a noisy machine hits every side alike. store.append of a new stream is one statement
 * in its own transaction; the autocommit INSERT is printed beside it as context.
 */
export async function benchAppend(db: BenchDatabase): Promise<AppendFigure[]> {
  const { store } = db;
  await createRawTable(store);
  // Warm-up: JIT, connection pool, catalog caches, WASM.
  for (const op of Object.values(SIDES)) await runFor(8, WARMUP_MS, () => op(store));

  const figures: AppendFigure[] = [];
  for (const writers of [1, 8]) {
    const totals = { raw: { count: 0, ms: 0 }, store: { count: 0, ms: 0 }, rawAutocommit: { count: 0, ms: 0 } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['raw', 'store', 'rawAutocommit'] as const) {
        const result = await runFor(writers, ROUND_MS, () => SIDES[side](store));
        totals[side].count += result.count;
        totals[side].ms += result.ms;
      }
    }
    const figure = {
      writers,
      storeRate: rate(totals.store.count, totals.store.ms),
      rawRate: rate(totals.raw.count, totals.raw.ms),
      rawAutocommitRate: rate(totals.rawAutocommit.count, totals.rawAutocommit.ms),
    };
    console.log(
      `  ${db.backend}, ${writers} writer(s): store.append ${fmtRate(figure.storeRate)}, BEGIN/INSERT/COMMIT ${fmtRate(figure.rawRate)} ` +
        `(ratio ${fmtRatio(figure.storeRate / figure.rawRate)}), autocommit INSERT ${fmtRate(figure.rawAutocommitRate)} ` +
        `(context ratio ${fmtRatio(figure.storeRate / figure.rawAutocommitRate)})`,
    );
    figures.push(figure);
  }
  return figures;
}
