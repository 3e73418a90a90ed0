import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FsBlobStore } from '@atelier/blobs';
import { loadConfig } from '@atelier/config';
import { CLIENT_STREAM_TYPE } from '@atelier/domain';
import { createPlainTables, type EventStore } from '@atelier/event-store';

const SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
// The API depends on the workers package, so the workers cannot depend on it: these
// test-only imports go by relative path to the API's real production wiring.
import { createApp } from '../../api/src/app.ts';
import type { AppContext } from '../../api/src/context.ts';
import { createLogger } from '../../api/src/logger.ts';
import { wireProjections, type ProjectionWiring } from '../../api/src/runtime/projections.ts';
import { TestClient } from '../../api/src/testing/client.ts';
import { formOf, validDressOrder } from '../../api/src/testing/fixtures.ts';
import { testPasswordHasher } from '../../api/src/testing/passwords.ts';
import { createProjectionQueue, type ProjectionQueue } from './queue.ts';
import { redisConnection } from './redis.ts';
import { allCaughtUp, appendOrders, countEvents, countRows, emptyTotals, eventPositions, exactlyOnceProblems, type LoadTotals } from './testing/load.ts';
import { RedisServer } from './testing/redis-server.ts';
import { describeWithServices, waitUntil } from './testing/services.ts';
import { isBatchLog, toBatch, WorkerProcess, type LogLine } from './testing/worker-process.ts';
import { wakeWorkersAfterAppend } from './waker.ts';

const ORDERS_PER_BURST = 20; // + 10 approvals

describeWithServices(
  'Redis flushed, then stopped, while events keep coming',
  () => {
    let t: TestStore;
    let redis: RedisServer;
    let queue: ProjectionQueue;
    let dir: string;
    let worker: WorkerProcess;
    let unsubscribe: (() => void) | null = null;
    let wiring: ProjectionWiring | null = null;
    /** Lines the test process logged: the API-side waker's, then the API's. */
    const apiLogs: LogLine[] = [];
    const capture = (message: string, fields: Record<string, unknown> = {}) => apiLogs.push({ message, ...fields });
    const totals: LoadTotals = emptyTotals();
    let nextId = 1_000_001; // clear of the ids the API takes from its sequence

    const countClientEvents = async (store: EventStore) => {
      const row = await store.db.selectFrom('events as e').innerJoin('streams as s', 's.stream_id', 'e.stream_id').where('s.stream_type', '=', CLIENT_STREAM_TYPE).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    };

    const burst = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await appendOrders(t.store, nextId, ORDERS_PER_BURST, totals);
        nextId += ORDERS_PER_BURST;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    };

    beforeAll(async () => {
      t = await openTestStore('postgres');
      await createPlainTables(t.store.db);
      await prepareProjections(t.store, ALL_PROJECTIONS);
      redis = await RedisServer.start();
      queue = createProjectionQueue(redisConnection(redis.url, 'producer'));
      queue.on('error', () => {});
      dir = await mkdtemp(join(tmpdir(), 'atelier-outage-'));
      // The API's SESSION_SECRET: the worker runs the reactors (ADR 064) the API's commands wait for.
      worker = new WorkerProcess({ databaseUrl: t.databaseUrl!, redisUrl: redis.url, heartbeatFile: join(dir, 'heartbeat'), extra: { SESSION_SECRET: SESSION_SECRET } });
      await worker.waitForLog((l) => l.message === 'worker started', 30_000, '"worker started"');
    });

    afterAll(async () => {
      unsubscribe?.();
      await wiring?.stop();
      await worker?.stop();
      await queue?.close();
      await redis?.kill();
      await t?.cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('the read models still reach every event, and the worker recovers its heartbeat and safety net', async () => {
      unsubscribe = wakeWorkersAfterAppend(t.store, queue, ALL_PROJECTIONS, { info: capture, warn: capture });

      await burst(6);
      expect(await redis.flushAll()).toBe('+OK');
      await burst(6);
      await redis.kill();
      const eventsBeforeOutage = totals.events;
      await burst(6); // PostgreSQL holds the events: appends succeed with Redis gone
      // Its own events: the client reactor (ADR 064) appends its attachments beside them, whenever it gets to them.
      expect((await countEvents(t.store)) - (await countClientEvents(t.store))).toBe(totals.events);
      expect(totals.events).toBeGreaterThan(eventsBeforeOutage);
      // Meanwhile the API side catches up itself.
      await waitUntil('the in-process fallback to catch up without Redis', () => allCaughtUp(t.store, ALL_PROJECTIONS), 30_000);
      expect(apiLogs.some((l) => l.message === 'could not enqueue projection wake-up; catching up in-process')).toBe(true);

      await redis.start(); // same port, empty: the outage lost every job and the scheduler
      const restartedAt = Date.now();
      await burst(6);
      await waitUntil('every checkpoint at the head', () => allCaughtUp(t.store, ALL_PROJECTIONS), 60_000);

      expect(await countRows(t.store, 'rm_requests')).toBe(totals.orders);
      expect(await countRows(t.store, 'rm_requests', 'approved')).toBe(totals.approved);
      expect(await countRows(t.store, 'rm_request_history')).toBe(totals.events);

      // Reconnected, the worker is healthy again: its heartbeat is rewritten after the restart.
      const heartbeat = join(dir, 'heartbeat');
      await waitUntil('a heartbeat after Redis came back', async () => (await stat(heartbeat)).mtimeMs > restartedAt, 25_000, 250);

      // The safety net was flushed with everything else; with no wake-ups at all, the
      // worker must still pick up new events, so it has scheduled the sweep again.
      unsubscribe();
      unsubscribe = null;
      await burst(2);
      await waitUntil('the safety net to catch up without any wake-up', () => allCaughtUp(t.store, ALL_PROJECTIONS), 30_000, 250);
      expect(await countRows(t.store, 'rm_request_history')).toBe(totals.events);
      console.info(`redis outage: ${totals.events} events appended across flush, outage and restart; all projected`);
    });

    it('through the real HTTP API, POST /api/dress-orders answers 201 while Redis is down', async () => {
      const config = loadConfig({ DATABASE_URL: t.databaseUrl!, REDIS_URL: redis.url, DATA_DIR: dir, NODE_ENV: 'test' });
      expect(config.mode.projections).toBe('bullmq');
      const logger = createLogger('info', (line) => apiLogs.push(JSON.parse(line) as LogLine));
      const blobs = new FsBlobStore(join(dir, 'blobs'));
      const sessionSecret = SESSION_SECRET;
      wiring = wireProjections(config, t.store, blobs, logger, undefined, { sessionSecret });
      const ctx: AppContext = {
        config,
        sessionSecret,
        store: t.store,
        blobs,
        progress: wiring.progress,
        readModels: wiring.readModels,
        // Generous: other test databases on this PostgreSQL server can hold back the read-all horizon.
        readYourWritesMs: 15_000,
        logger,
        queueHealth: wiring.queueHealth,
        passwords: testPasswordHasher,
        now: () => new Date(),
        siteDir: null,
      };
      const client = new TestClient(createApp(ctx));
      const submit = async (n: number) => {
        const response = await client.postForm('/api/dress-orders', formOf({ ...validDressOrder, fullName: `Visitor ${n}` }));
        return { status: response.status, body: (await response.json()) as { id?: number } };
      };

      const before = await countRows(t.store, 'rm_requests');
      expect((await submit(1)).status).toBe(201); // Redis up: the worker projects it

      await redis.kill();
      const health = await client.get('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ database: 'ok', queue: 'down' });
      for (const n of [2, 3, 4]) {
        const { status, body } = await submit(n);
        expect(status).toBe(201);
        expect(body).toMatchObject({ type: 'dress', status: 'pending' });
      }

      await redis.start();
      await waitUntil('the API to reach Redis again', async () => (await client.get('/api/health')).status === 200, 20_000, 250);
      expect((await submit(5)).status).toBe(201);
      expect(await countRows(t.store, 'rm_requests')).toBe(before + 5);
      // Every event of a request's stream is in its timeline (the reactor's attachments are on client streams).
      expect(await countRows(t.store, 'rm_request_history')).toBe((await countEvents(t.store)) - (await countClientEvents(t.store)));
    });

    it('the worker then stops gracefully, and no event was applied twice by the worker or the API', async () => {
      await wiring?.stop();
      wiring = null;
      worker.signal('SIGTERM');
      const exit = await Promise.race([worker.exited, new Promise((resolve) => setTimeout(() => resolve('still running 30 s after SIGTERM'), 30_000))]);
      expect(exit, worker.describe()).toEqual({ code: 0, signal: null });

      const positions = await eventPositions(t.store);
      const events = positions.length;
      expect(await allCaughtUp(t.store, ALL_PROJECTIONS)).toBe(true);
      const batches = [...worker.batches(), ...apiLogs.filter(isBatchLog).map(toBatch)];
      expect(exactlyOnceProblems(batches, ALL_PROJECTIONS, positions)).toEqual({ problems: [], unlogged: 0 });
      const byApi = apiLogs.filter(isBatchLog).length;
      console.info(`redis outage: ${events} events; worker logged ${worker.batches().length} batches, the API's fallback ${byApi}`);
    });
  },
  { redisServer: true },
);
