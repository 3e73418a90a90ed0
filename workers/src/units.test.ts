import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Queue, Worker, type Job } from 'bullmq';
import type { EventStore } from '@atelier/event-store';
import { describeWithPostgres, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
import { startHeartbeat } from './heartbeat.ts';
import { projectionProcessor } from './processor.ts';
import { CATCH_UP_JOB, PROJECTIONS_QUEUE, createProjectionQueue, wakeProjections, type CatchUpJobData, type ProjectionQueue } from './queue.ts';
import { redisConnection } from './redis.ts';
import { allCaughtUp, appendOrders, countRows, emptyTotals } from './testing/load.ts';
import { freePort } from './testing/redis-server.ts';
import { describeWithServices, waitUntil } from './testing/services.ts';
import { REPO_ROOT } from './testing/worker-process.ts';
import { wakeWorkersAfterAppend } from './waker.ts';

const NAMES = ALL_PROJECTIONS.map((p) => p.name);

describeWithServices('wakeProjections (BullMQ deduplication)', () => {
  // The shared Redis, under a prefix of this run's own, so nothing else's jobs are touched.
  const prefix = `atelier-test-${randomBytes(4).toString('hex')}`;
  let queue: ProjectionQueue;
  let worker: Worker | null = null;

  beforeAll(() => {
    queue = new Queue(PROJECTIONS_QUEUE, { connection: redisConnection(process.env.REDIS_URL!, 'producer'), prefix });
  });

  afterEach(async () => {
    await worker?.close(true);
    worker = null;
    await queue.obliterate({ force: true });
  });

  afterAll(async () => {
    await queue?.close();
  });

  it('ten wake-ups while none is active leave one waiting job per projection', async () => {
    for (let i = 0; i < 10; i++) await wakeProjections(queue, NAMES);
    expect(await queue.getJobCounts('waiting', 'active', 'delayed')).toEqual({ waiting: NAMES.length, active: 0, delayed: 0 });
    const waiting = await queue.getWaiting();
    expect(waiting.map((job) => (job.data as CatchUpJobData).projection).sort()).toEqual([...NAMES].sort());
  });

  it('wake-ups during a run leave exactly one follow-up per projection, which runs after it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    worker = new Worker(
      PROJECTIONS_QUEUE,
      async (job: Job<CatchUpJobData>) => {
        runs.push(job.data.projection);
        await gate;
      },
      { connection: redisConnection(process.env.REDIS_URL!, 'worker'), prefix, concurrency: NAMES.length },
    );
    await wakeProjections(queue, NAMES);
    await waitUntil('every projection to be active', async () => (await queue.getJobCounts('active')).active === NAMES.length, 10_000, 20);

    for (let i = 0; i < 10; i++) await wakeProjections(queue, NAMES);
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: NAMES.length });

    release();
    // The stored follow-up of each projection becomes a real job once its run ends, and runs.
    await waitUntil('the follow-ups to run', () => runs.length === 2 * NAMES.length, 10_000, 20);
    await waitUntil('the queue to drain', async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
      return (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) === 0;
    }, 10_000, 20);
    expect(runs.sort()).toEqual([...NAMES, ...NAMES].sort());
  });
});

describeWithPostgres('projectionProcessor while an older transaction holds events back', () => {
  let test: TestStore;
  beforeAll(async () => {
    test = await openTestStore('postgres');
    await prepareProjections(test.store, ALL_PROJECTIONS);
  });
  afterAll(() => test?.cleanup());

  it('keeps the job running past the 2 s patience until the events can be read, instead of leaving them to the sweep', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // An open transaction with an id: every later commit is held back until it ends.
    const blocker = test.store.transaction(async (trx) => {
      await trx.selectNoFrom((eb) => eb.fn('pg_current_xact_id').as('xid')).execute();
      await gate;
    });
    const totals = emptyTotals();
    await appendOrders(test.store, 1, 3, totals);
    setTimeout(release, 3000);
    const processor = projectionProcessor(test.store, ALL_PROJECTIONS, () => {});
    const job = { name: CATCH_UP_JOB, data: { projection: 'requests' } } as unknown as Job<CatchUpJobData>;
    const result = await processor(job);
    await blocker;
    expect(result).toEqual({ applied: totals.events });
    expect(await countRows(test.store, 'rm_requests')).toBe(3);
  });
});

/** The worker's healthcheck in docker-compose.yml, word for word (the `node -e` script). */
async function composeHealthcheckScript(): Promise<string> {
  const compose = await readFile(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const worker = compose.slice(compose.indexOf('\n  worker:'));
  const match = /test: \["CMD", "node", "-e", "((?:[^"\\]|\\.)*)"\]/.exec(worker);
  if (!match?.[1]) throw new Error('no `node -e` healthcheck found for the worker in docker-compose.yml');
  return JSON.parse(`"${match[1]}"`) as string;
}

describe('heartbeat', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atelier-heartbeat-'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is written at once while healthy, and is fresh by the compose healthcheck', async () => {
    const file = join(dir, 'healthy');
    const stop = startHeartbeat(file, () => true);
    try {
      const written = await waitUntil('the heartbeat file', async () => existsSync(file) && (await readFile(file, 'utf8')), 5000, 10);
      expect(Math.abs(Date.now() - Number(written))).toBeLessThan(30_000);
      const check = spawnSync(process.execPath, ['-e', await composeHealthcheckScript()], { env: { WORKER_HEARTBEAT_FILE: file } });
      expect(check.status, check.stderr.toString()).toBe(0);

      // The same check fails for a file older than 30 s, and for none at all.
      const old = new Date(Date.now() - 60_000);
      await utimes(file, old, old);
      expect(spawnSync(process.execPath, ['-e', await composeHealthcheckScript()], { env: { WORKER_HEARTBEAT_FILE: file } }).status).toBe(1);
      expect(spawnSync(process.execPath, ['-e', await composeHealthcheckScript()], { env: { WORKER_HEARTBEAT_FILE: join(dir, 'missing') } }).status).not.toBe(0);
    } finally {
      stop();
    }
  });

  it('is rewritten every 10 s while healthy, and not while unhealthy', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const file = join(dir, 'flapping');
    let healthy = false;
    const stop = startHeartbeat(file, () => healthy);
    try {
      await vi.advanceTimersByTimeAsync(10_000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(existsSync(file)).toBe(false);

      healthy = true;
      await vi.advanceTimersByTimeAsync(10_000);
      const first = await waitUntil('a beat once healthy', async () => existsSync(file) && (await readFile(file, 'utf8')), 5000, 10);

      await vi.advanceTimersByTimeAsync(10_000);
      const second = await waitUntil('the next beat 10 s later', async () => {
        const content = await readFile(file, 'utf8');
        return content !== first && content;
      }, 5000, 10);
      expect(Number(second) - Number(first)).toBe(10_000);

      healthy = false;
      const { mtimeMs } = await stat(file);
      await vi.advanceTimersByTimeAsync(30_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readFile(file, 'utf8')).toBe(second);
      expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    } finally {
      stop();
    }
  });
});

describeWithServices('the API-side waker while Redis is unreachable', () => {
  let t: TestStore;
  let queue: ProjectionQueue;

  beforeAll(async () => {
    t = await openTestStore('postgres');
    await prepareProjections(t.store, ALL_PROJECTIONS);
    // Nothing listens on this port: every enqueue fails, as with Redis down.
    queue = createProjectionQueue(redisConnection(`redis://127.0.0.1:${await freePort()}`, 'producer'));
    queue.on('error', () => {});
  });

  afterAll(async () => {
    await queue?.close();
    await t?.cleanup();
  });

  it('catches up in-process with at most one run per projection at a time, however many appends fail to enqueue', async () => {
    let open = 0;
    let maxOpen = 0;
    // The same store, counting the transactions the waker's catch-ups open at once.
    const counted: EventStore = Object.create(t.store, {
      transaction: {
        value: async <T>(fn: Parameters<EventStore['transaction']>[0]) => {
          open++;
          maxOpen = Math.max(maxOpen, open);
          try {
            return (await t.store.transaction(fn)) as T;
          } finally {
            open--;
          }
        },
      },
    });
    const warnings: string[] = [];
    const unsubscribe = wakeWorkersAfterAppend(counted, queue, ALL_PROJECTIONS, { warn: (message) => warnings.push(message) });
    try {
      const totals = emptyTotals();
      // 40 appends at once, each one failing to enqueue.
      await Promise.all(Array.from({ length: 40 }, (_, i) => appendOrders(t.store, 1 + i * 5, 5, totals)));
      await waitUntil('the in-process catch-up', () => allCaughtUp(t.store, ALL_PROJECTIONS), 30_000);
      expect(await countRows(t.store, 'rm_request_history')).toBe(totals.events);
      expect(maxOpen).toBeGreaterThan(0);
      expect(maxOpen).toBeLessThanOrEqual(ALL_PROJECTIONS.length);
      // One warning for the outage, not one per append.
      expect(warnings).toEqual(['could not enqueue projection wake-up; catching up in-process']);
    } finally {
      unsubscribe();
      await waitUntil('the in-process runs to finish', () => open === 0, 10_000, 20);
    }
  });
});
