import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
import { createProjectionQueue, wakeProjections, type ProjectionQueue } from './queue.ts';
import { redisConnection } from './redis.ts';
import { allCaughtUp, appendOrders, countRows, emptyTotals, eventPositions, exactlyOnceProblems } from './testing/load.ts';
import { RedisServer } from './testing/redis-server.ts';
import { describeWithServices, waitUntil } from './testing/services.ts';
import { WorkerProcess } from './testing/worker-process.ts';

const NAMES = ALL_PROJECTIONS.map((p) => p.name);
const BURSTS = 40;
const ORDERS_PER_BURST = 50; // + 25 approvals: 75 events a burst, 3,000 in all

describeWithServices(
  'two worker processes at once',
  () => {
    let t: TestStore;
    let redis: RedisServer;
    let queue: ProjectionQueue;
    let dir: string;
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      t = await openTestStore('postgres');
      await prepareProjections(t.store, ALL_PROJECTIONS);
      redis = await RedisServer.start();
      queue = createProjectionQueue(redisConnection(redis.url, 'producer'));
      queue.on('error', () => {});
      dir = await mkdtemp(join(tmpdir(), 'atelier-workers-'));
    });

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await queue?.close();
      await redis?.kill();
      await t?.cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('converge on every event without applying any twice, keep their heartbeats fresh, and exit 0 on SIGTERM', async () => {
      for (const n of [1, 2]) {
        workers.push(new WorkerProcess({ databaseUrl: t.databaseUrl!, redisUrl: redis.url, heartbeatFile: join(dir, `heartbeat-${n}`) }));
      }
      await Promise.all(workers.map((w) => w.waitForLog((l) => l.message === 'worker started', 30_000, '"worker started"')));

      const totals = emptyTotals();
      const started = Date.now();
      for (let burst = 0; burst < BURSTS; burst++) {
        await appendOrders(t.store, 1 + burst * ORDERS_PER_BURST, ORDERS_PER_BURST, totals);
        await wakeProjections(queue, NAMES);
        if (burst % 4 === 3) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(totals.events).toBe(3000);

      await waitUntil('every checkpoint at the head', () => allCaughtUp(t.store, ALL_PROJECTIONS), 60_000);
      const convergedMs = Date.now() - started;

      expect(await countRows(t.store, 'rm_requests')).toBe(totals.orders);
      expect(await countRows(t.store, 'rm_requests', 'approved')).toBe(totals.approved);
      expect(await countRows(t.store, 'rm_request_history')).toBe(totals.events);

      // The compose healthcheck's contract: a live worker's heartbeat file is under 30 s old.
      for (const [i, worker] of workers.entries()) {
        const { mtimeMs } = await stat(join(dir, `heartbeat-${i + 1}`));
        expect(Date.now() - mtimeMs, worker.describe()).toBeLessThan(30_000);
      }

      for (const worker of workers) worker.signal('SIGTERM');
      const exits = await Promise.all(
        workers.map((w) => Promise.race([w.exited, new Promise((resolve) => setTimeout(() => resolve('still running 30 s after SIGTERM'), 30_000))])),
      );
      expect(exits, workers.map((w) => w.describe()).join('\n---\n')).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      for (const worker of workers) {
        expect(worker.logs.some((l) => l.message === 'worker stopped')).toBe(true);
        expect(worker.logs.filter((l) => l.level === 'error'), worker.describe()).toEqual([]);
      }

      const batches = workers.flatMap((w) => w.batches());
      const positions = await eventPositions(t.store);
      expect(positions).toHaveLength(totals.events);
      expect(exactlyOnceProblems(batches, ALL_PROJECTIONS, positions)).toEqual({ problems: [], unlogged: 0 });
      const perWorker = workers.map((w) => ({ pid: w.pid, batches: w.batches().length }));
      console.info(`two workers: ${totals.events} events converged in ${convergedMs} ms; batches per worker ${JSON.stringify(perWorker)}`);
    });
  },
  { redisServer: true },
);
