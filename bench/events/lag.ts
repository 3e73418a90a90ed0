import type { BenchDatabase } from './backends.ts';
import {
  ALL_PROJECTIONS,
  CUSTOM_CONCEPT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  InProcessRunner,
  RedisServer,
  createProjectionQueue,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  openEventStore,
  TEST_MASTER_KEY,
  prepareProjections,
  reached,
  redisConnection,
  startProjectionWorker,
  wakeWorkersAfterAppend,
  type Decider,
  type DomainEvent,
  type EventStore,
  type Position,
} from './imports.ts';
import { now, percentile, sleep } from './stats.ts';
import { customConceptSubmitted, dressOrderSubmitted, metadata } from './workload.ts';

export interface LagFigure {
  mode: string;
  commands: number;
  timedOut: number;
  lag: { p50: number; p99: number; max: number };
  /** Baseline: store.append's own latency in the same run. */
  append: { p50: number; p99: number };
}

const RATE_PER_S = 200;
const COMMANDS = Number(process.env.BENCH_LAG_COMMANDS ?? 2000);
const WARMUP_COMMANDS = 200;
const WAIT_TIMEOUT_MS = 5000;

type WaitFor = (target: Position, timeoutMs: number) => Promise<boolean>;

interface Sample {
  appendMs: number;
  lagMs: number;
  ok: boolean;
}

/**
 * The API's command path (load, decide, append with an idempotency key): 7 in 10
 * commands submit a new request, 3 in 10 approve or deny a pending one.
 */
function commandRunner(store: EventStore) {
  const pending: { id: number; kind: 'dress' | 'concept' }[] = [];
  let count = 0;
  return async (): Promise<{ position: Position; appendMs: number }> => {
    const n = count++;
    const review = n % 10 >= 7 ? pending.shift() : undefined;
    const kind = review?.kind ?? (n % 3 === 0 ? 'concept' : 'dress');
    const id = review?.id ?? (await store.nextId('bench_request_ids'));
    const streamId = kind === 'dress' ? dressOrderStreamId(id) : customConceptStreamId(id);
    const decider = (kind === 'dress' ? dressOrderDecider : customConceptDecider) as Decider<unknown, DomainEvent, unknown>;
    const { version, events: history } = await store.readStream(streamId);
    const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data }), decider.initialState);
    const events = review
      ? decider.decide({ type: n % 2 ? 'ApproveRequest' : 'DenyRequest', data: { requestId: id, at: new Date().toISOString() } }, state)
      : kind === 'dress'
        ? dressOrderSubmitted(id)
        : customConceptSubmitted(id);
    const meta = metadata(review ? 'user-admin' : 'anonymous');
    const start = now();
    const result = await store.append(streamId, events, {
      streamType: kind === 'dress' ? DRESS_ORDER_STREAM_TYPE : CUSTOM_CONCEPT_STREAM_TYPE,
      expectedVersion: version,
      metadata: meta,
      idempotencyKey: String(meta.idempotencyKey),
    });
    if (!review) pending.push({ id, kind });
    return { position: result.position, appendMs: now() - start };
  };
}

/** Fires commands at a steady rate (open loop), each then waiting for the read models. */
async function drive(store: EventStore, waitFor: WaitFor): Promise<Omit<LagFigure, 'mode'>> {
  const command = commandRunner(store);
  const one = async (): Promise<Sample> => {
    const { position, appendMs } = await command();
    const committed = now();
    const ok = await waitFor(position, WAIT_TIMEOUT_MS);
    return { appendMs, lagMs: now() - committed, ok };
  };
  const run = async (count: number): Promise<Sample[]> => {
    const start = now();
    const inFlight: Promise<Sample>[] = [];
    for (let i = 0; i < count; i++) {
      const due = start + (i * 1000) / RATE_PER_S;
      const wait = due - now();
      if (wait > 0.5) await sleep(wait);
      inFlight.push(one());
    }
    return Promise.all(inFlight);
  };
  await run(WARMUP_COMMANDS);
  const samples = await run(COMMANDS);
  const lags = samples.map((s) => s.lagMs);
  const appends = samples.map((s) => s.appendMs);
  return {
    commands: samples.length,
    timedOut: samples.filter((s) => !s.ok).length,
    lag: { p50: percentile(lags, 50), p99: percentile(lags, 99), max: percentile(lags, 100) },
    append: { p50: percentile(appends, 50), p99: percentile(appends, 99) },
  };
}

/** (a) Embedded: the in-process runner, woken by every append. */
export async function benchLagInProcess(db: BenchDatabase): Promise<LagFigure> {
  await prepareProjections(db.store, ALL_PROJECTIONS);
  const errors: unknown[] = [];
  const runner = new InProcessRunner(db.store, ALL_PROJECTIONS, (_projection, error) => errors.push(error));
  runner.start();
  try {
    const figure = await drive(db.store, (target, timeoutMs) => runner.waitFor(target, timeoutMs));
    if (errors.length > 0) console.warn(`  in-process runner: ${errors.length} projection errors, first:`, errors[0]);
    return { mode: 'in-process runner', ...figure };
  } finally {
    await runner.stop();
  }
}

/**
 * Every projection's checkpoint, polled by ONE loop for all waiters (a waiter per command
 * polling on its own, as PollingProgress does, would load the database with hundreds of
 * queries a second). Resolution: one checkpoints query, ~1-2 ms.
 */
function checkpointWatcher(store: EventStore) {
  const names = ALL_PROJECTIONS.map((p) => p.name);
  let waiters: { target: Position; resolve: (ok: boolean) => void; deadline: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await store.db
        .selectFrom('checkpoints')
        .select(['projection', 'epoch', 'transaction_id', 'global_position'])
        .where('projection', 'in', names)
        .execute();
      const positions = rows.map((r) => ({ epoch: Number(r.epoch), transactionId: String(r.transaction_id), globalPosition: Number(r.global_position) }));
      const t = now();
      waiters = waiters.filter((w) => {
        const ok = positions.length === names.length && positions.every((p) => reached(p, w.target));
        if (ok || t > w.deadline) w.resolve(ok);
        return !(ok || t > w.deadline);
      });
      await sleep(1);
    }
  })();
  return {
    waitFor: ((target, timeoutMs) => new Promise<boolean>((resolve) => waiters.push({ target, resolve, deadline: now() + timeoutMs }))) as WaitFor,
    async stop() {
      running = false;
      await loop;
      for (const w of waiters) w.resolve(false);
    },
  };
}

const quietLog = {
  info: () => {},
  warn: (message: string, fields?: Record<string, unknown>) => console.warn(`  worker: ${message}`, fields ?? ''),
  error: (message: string, fields?: Record<string, unknown>) => console.warn(`  worker: ${message}`, fields ?? ''),
};

/** (b) Production: a BullMQ worker (own pool, as its own process would have) woken by the API-side waker. */
export async function benchLagBullmq(db: BenchDatabase): Promise<LagFigure> {
  if (!db.databaseUrl) throw new Error('BullMQ lag needs PostgreSQL');
  await prepareProjections(db.store, ALL_PROJECTIONS);
  const redis = await RedisServer.start();
  const workerStore = await openEventStore({ databaseUrl: db.databaseUrl, masterKey: TEST_MASTER_KEY });
  try {
    const worker = await startProjectionWorker(workerStore, ALL_PROJECTIONS, redis.url, quietLog, { sweepEveryMs: 5000 });
    const queue = createProjectionQueue(redisConnection(redis.url, 'producer'));
    const unsubscribe = wakeWorkersAfterAppend(db.store, queue, ALL_PROJECTIONS, quietLog);
    const watcher = checkpointWatcher(db.store);
    try {
      return { mode: 'BullMQ worker', ...(await drive(db.store, watcher.waitFor)) };
    } finally {
      await watcher.stop();
      unsubscribe();
      await worker.close();
      await queue.close();
    }
  } finally {
    await workerStore.close();
    await redis.kill();
  }
}
