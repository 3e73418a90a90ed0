import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
import { allCaughtUp, appendOrders, countRows, emptyTotals, eventPositions, exactlyOnceProblems } from './testing/load.ts';
import { RedisServer } from './testing/redis-server.ts';
import { describeWithServices, waitUntil } from './testing/services.ts';
import { isBatchLog, WorkerProcess } from './testing/worker-process.ts';

/** Longer than the worker needs, shorter than compose's 30 s stop_grace_period. */
const EXIT_WITHIN_MS = 20_000;

const exitOf = (worker: WorkerProcess) =>
  Promise.race([worker.exited, new Promise((resolve) => setTimeout(() => resolve(`still running ${EXIT_WITHIN_MS} ms after SIGTERM`), EXIT_WITHIN_MS))]);

describeWithServices(
  'SIGTERM at awkward moments',
  () => {
    let t: TestStore;
    let redis: RedisServer;
    let dir: string;
    const workers: WorkerProcess[] = [];

    beforeEach(async () => {
      t = await openTestStore('postgres');
      await prepareProjections(t.store, ALL_PROJECTIONS);
      redis = await RedisServer.start();
      dir = await mkdtemp(join(tmpdir(), 'atelier-shutdown-'));
    });

    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await redis?.kill();
      await t?.cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    const startWorker = () => {
      const worker = new WorkerProcess({ databaseUrl: t.databaseUrl!, redisUrl: redis.url, heartbeatFile: join(dir, `heartbeat-${workers.length}`) });
      workers.push(worker);
      return worker;
    };

    it('while Redis is down, the worker still exits 0 (BullMQ cannot finish its bookkeeping)', async () => {
      const worker = startWorker();
      await worker.waitForLog((l) => l.message === 'worker started', 30_000, '"worker started"');
      await redis.kill();
      await worker.waitForLog((l) => l.message === 'worker connection error', 10_000, 'a connection error');
      worker.signal('SIGTERM');
      expect(await exitOf(worker), worker.describe()).toEqual({ code: 0, signal: null });
      expect(worker.logs.some((l) => l.message === 'worker stopped')).toBe(true);
    });

    it('during the boot sweep, the worker exits 0 between batches, and a fresh one finishes the work exactly once', async () => {
      const totals = emptyTotals();
      for (let chunk = 0; chunk < 6; chunk++) await appendOrders(t.store, 1 + chunk * 500, 500, totals);

      const first = startWorker();
      first.onLine((line) => {
        if (isBatchLog(line)) first.signal('SIGTERM');
      });
      expect(await exitOf(first), first.describe()).toEqual({ code: 0, signal: null });
      expect(first.logs.some((l) => l.message === 'worker started')).toBe(false);
      expect(first.batches().length).toBeGreaterThanOrEqual(1);

      const second = startWorker();
      await waitUntil('every checkpoint at the head', () => allCaughtUp(t.store, ALL_PROJECTIONS), 60_000);
      expect(await countRows(t.store, 'rm_requests')).toBe(totals.orders);
      expect(await countRows(t.store, 'rm_request_history')).toBe(totals.events);
      second.signal('SIGTERM');
      expect(await exitOf(second), second.describe()).toEqual({ code: 0, signal: null });
      const positions = await eventPositions(t.store);
      expect(positions).toHaveLength(totals.events);
      expect(exactlyOnceProblems([...first.batches(), ...second.batches()], ALL_PROJECTIONS, positions)).toEqual({ problems: [], unlogged: 0 });
    });
  },
  { redisServer: true },
);
