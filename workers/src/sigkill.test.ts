import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, BATCH_SIZE, prepareProjections } from '@atelier/projections';
import { createProjectionQueue, wakeProjections, type ProjectionQueue } from './queue.ts';
import { redisConnection } from './redis.ts';
import { allCaughtUp, appendOrders, countEvents, countRows, emptyTotals, eventPositions, exactlyOnceProblems } from './testing/load.ts';
import { RedisServer } from './testing/redis-server.ts';
import { describeWithServices, waitUntil } from './testing/services.ts';
import { isBatchLog, WorkerProcess } from './testing/worker-process.ts';

const NAMES = ALL_PROJECTIONS.map((p) => p.name);

describeWithServices(
  'a worker killed with SIGKILL in the middle of a catch-up',
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
      dir = await mkdtemp(join(tmpdir(), 'atelier-sigkill-'));
    });

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await queue?.close();
      await redis?.kill();
      await t?.cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    const startWorker = (n: number) => {
      const worker = new WorkerProcess({ databaseUrl: t.databaseUrl!, redisUrl: redis.url, heartbeatFile: join(dir, `heartbeat-${n}`) });
      workers.push(worker);
      return worker;
    };

    it('loses nothing and applies nothing twice once a fresh worker takes over', async () => {
      const first = startWorker(1);
      await first.waitForLog((l) => l.message === 'worker started', 30_000, '"worker started"');

      // Several batches' worth for every projection: 3,500 orders + 1,750 approvals.
      const totals = emptyTotals();
      for (let chunk = 0; chunk < 7; chunk++) await appendOrders(t.store, 1 + chunk * 500, 500, totals);
      expect(totals.events).toBeGreaterThan(10 * BATCH_SIZE);

      // SIGKILL from the log listener itself, the moment the first committed batch is reported.
      first.onLine((line) => {
        if (isBatchLog(line)) first.signal('SIGKILL');
      });
      await wakeProjections(queue, NAMES);
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(first.batches().length).toBeGreaterThanOrEqual(1);
      expect(await allCaughtUp(t.store, ALL_PROJECTIONS)).toBe(false);

      const second = startWorker(2);
      const started = Date.now();
      await waitUntil('every checkpoint at the head', () => allCaughtUp(t.store, ALL_PROJECTIONS), 60_000);
      const tookOverMs = Date.now() - started;

      expect(await countEvents(t.store)).toBe(totals.events);
      expect(await countRows(t.store, 'rm_requests')).toBe(totals.orders);
      expect(await countRows(t.store, 'rm_requests', 'approved')).toBe(totals.approved);
      expect(await countRows(t.store, 'rm_request_history')).toBe(totals.events);

      second.signal('SIGTERM');
      expect(await second.exited, second.describe()).toEqual({ code: 0, signal: null });
      // A ConcurrencyError (or any failure) would surface as an error line: a failed job or a crash.
      expect(second.logs.filter((l) => l.level === 'error'), second.describe()).toEqual([]);
      expect(second.otherOutput.join('')).not.toMatch(/ConcurrencyError|Unhandled/i);

      const batches = [...first.batches(), ...second.batches()];
      const positions = await eventPositions(t.store);
      expect(positions).toHaveLength(totals.events);
      // The killed worker may have committed the batch it was in COMMIT for without logging
      // it: exactlyOnceProblems allows that one run per projection, and only that.
      const { problems, unlogged } = exactlyOnceProblems(batches, ALL_PROJECTIONS, positions, { killedPid: first.pid });
      expect(problems).toEqual([]);
      console.info(
        `sigkill: ${totals.events} events; killed worker logged ${first.batches().length} batch(es) (+${unlogged} events committed unlogged at the kill), the fresh one ${second.batches().length} in ${tookOverMs} ms`,
      );
    }, 180_000); // Its own bounds: 30 s for the start, 60 s for the take-over, and the appends and the kill between them.
  },
  { redisServer: true },
);
