import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_REQUESTS_ATTACHED, DRESS_ORDER_SUBMITTED } from '@atelier/domain';
import { createPlainTables, readCheckpoint, type EventStore, type Position } from '@atelier/event-store';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, comparePositions, prepareProjections } from '@atelier/projections';
import { sql } from 'kysely';
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { createProjectionQueue, wakeProjections, type ProjectionQueue } from '../../queue.ts';
import { redisConnection } from '../../redis.ts';
import { appendOrders, emptyTotals, type LoadTotals } from '../../testing/load.ts';
import { RedisServer } from '../../testing/redis-server.ts';
import { describeWithServices, waitUntil } from '../../testing/services.ts';
import { WorkerProcess } from '../../testing/worker-process.ts';

const SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
const REACTOR = 'client-attachment';
/** Requests written from one of this many addresses: each address is one client, who gets several requests. */
const ADDRESSES = 40;
const addressOf = (id: number) => `bride${id % ADDRESSES}@example.com`;
const keysUpTo = (last: number) => Array.from({ length: last }, (_, i) => `dress-${i + 1}`);

/** Every attachment in the log: how many events, and the client streams each request key was attached to. */
async function attachments(store: EventStore): Promise<{ events: number; clientsOf: Map<string, string[]> }> {
  const rows = await store.db.selectFrom('events').select(['stream_id', 'data']).where('type', '=', CLIENT_REQUESTS_ATTACHED).execute();
  const clientsOf = new Map<string, string[]>();
  for (const row of rows) for (const key of row.data.requests as string[]) clientsOf.set(key, [...(clientsOf.get(key) ?? []), row.stream_id]);
  return { events: rows.length, clientsOf };
}

/**
 * The client stream each request belongs to (ADR 047): that of the first request written from
 * its address, in the log's order (one append orders its streams by id, so `dress-122` may come
 * before `dress-2`).
 */
async function clientsByAddress(store: EventStore): Promise<Map<string, string>> {
  const { rows } = await sql<{ request_id: string }>`
    select data->>'requestId' as request_id from events where type = ${DRESS_ORDER_SUBMITTED}
    order by epoch, transaction_id, global_position`.execute(store.db);
  const first = new Map<string, number>();
  const clients = new Map<string, string>();
  for (const row of rows) {
    const id = Number(row.request_id);
    if (!first.has(addressOf(id))) first.set(addressOf(id), id);
    clients.set(`dress-${id}`, `client-dress-${first.get(addressOf(id))}`);
  }
  return clients;
}

/** Every request attached exactly once, by one event of its own, to the client of its address. */
async function expectEachAttachedOnce(store: EventStore, requests: number): Promise<void> {
  const { events, clientsOf } = await attachments(store);
  expect(events).toBe(requests);
  expect([...clientsOf.keys()].sort()).toEqual(keysUpTo(requests).sort());
  const expected = await clientsByAddress(store);
  expect(new Set(expected.values()).size).toBe(ADDRESSES);
  for (const [key, client] of expected) expect(clientsOf.get(key), key).toEqual([client]);
}

/** Attachment events stored, and submissions the reactor's checkpoint has passed: more of the first is work done past the checkpoint. */
async function reactorProgress(store: EventStore): Promise<{ stored: number; passed: number }> {
  const stored = (await attachments(store)).events;
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from events e join checkpoints c on c.projection = ${REACTOR}
    where e.type = ${DRESS_ORDER_SUBMITTED} and (e.epoch, e.transaction_id, e.global_position) <= (c.epoch, c.transaction_id, c.global_position)`.execute(store.db);
  return { stored, passed: Number(rows[0]?.n ?? 0) };
}

/** true once the reactor's checkpoint is at or past `position`: it has reacted to everything up to there, whoever ran it. */
async function reactedUpTo(store: EventStore, position: Position): Promise<boolean> {
  const checkpoint = await readCheckpoint(store.db, REACTOR);
  return checkpoint !== null && comparePositions(checkpoint.position, position) >= 0;
}

/**
 * The reactor of ADR 064 as it runs in production: inside the compiled worker process, on
 * PostgreSQL, with the API's SESSION_SECRET. A crash and a second process are real processes,
 * and every request must end attached once, counted in the log.
 */
describeWithServices(
  'the client-attachment reactor in worker processes',
  () => {
    let redis: RedisServer;
    let dir: string;
    let t: TestStore | null = null;
    let workers: WorkerProcess[] = [];

    beforeAll(async () => {
      redis = await RedisServer.start();
      dir = await mkdtemp(join(tmpdir(), 'atelier-reactor-'));
    });

    afterEach(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      workers = [];
      await t?.cleanup();
      t = null;
    });

    afterAll(async () => {
      await redis?.kill();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    async function freshStore(): Promise<TestStore> {
      t = await openTestStore('postgres');
      await createPlainTables(t.store.db);
      await prepareProjections(t.store, ALL_PROJECTIONS);
      return t;
    }

    const startWorker = (name: string) => {
      const worker = new WorkerProcess({ databaseUrl: t!.databaseUrl!, redisUrl: redis.url, heartbeatFile: join(dir, `heartbeat-${name}`), extra: { SESSION_SECRET } });
      workers.push(worker);
      return worker;
    };

    /** A clean stop after the work: exit 0 on SIGTERM, and no error logged (a reaction that failed for good would be one). */
    async function expectCleanStop(worker: WorkerProcess) {
      worker.signal('SIGTERM');
      expect(await worker.exited, worker.describe()).toEqual({ code: 0, signal: null });
      expect(worker.logs.filter((l) => l.level === 'error'), worker.describe()).toEqual([]);
    }

    it('killed with SIGKILL with reactions stored past its checkpoint, then restarted: every request is attached once', async () => {
      const { store } = await freshStore();
      const totals: LoadTotals = emptyTotals();
      // 600 events (every other order is approved): more than one reactor batch (BATCH_SIZE, 500).
      const last = await appendOrders(store, 1, 400, totals, addressOf);
      const requests = totals.orders;

      // The worker's boot sweep reacts to the backlog, a batch at a time. It is killed the moment
      // its checkpoint has moved once and the log holds attachments past it: reactions stored,
      // then the process gone before the checkpoint moved over them.
      const first = startWorker('first');
      const atKill = await waitUntil(
        'attachments stored past a reactor checkpoint',
        async () => {
          const progress = await reactorProgress(store);
          return progress.passed > 0 && progress.stored > progress.passed && progress;
        },
        120_000,
        10,
      );
      first.signal('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      const killed = await reactorProgress(store);
      // Mid-work: not every request reached, and reactions past the checkpoint the next process starts from.
      expect(killed.stored, JSON.stringify(killed)).toBeLessThan(requests);
      expect(killed.stored, JSON.stringify(killed)).toBeGreaterThan(killed.passed);

      const second = startWorker('second');
      await waitUntil('the restarted reactor past the last submission', () => reactedUpTo(store, last), 120_000);
      await expectEachAttachedOnce(store, requests);
      await expectCleanStop(second);
      // The stop changed nothing: still one attachment per request.
      await expectEachAttachedOnce(store, requests);
      console.info(
        `reactor sigkill: ${requests} requests; killed with ${killed.stored} attachments stored, ${killed.stored - killed.passed} past its checkpoint (${atKill.stored} when seen); the restart attached the rest once`,
      );
    }, 300_000); // Its own bounds: 120 s to the kill (boot sweep included), 120 s for the restart.

    it('two processes at once on one database: every request is attached once between them', async () => {
      const { store } = await freshStore();
      const totals: LoadTotals = emptyTotals();
      let last = await appendOrders(store, 1, 240, totals, addressOf);

      // Both start on one backlog, and each boot sweep runs the reactor over it: two runs over the same events.
      const both = [startWorker('a'), startWorker('b')];
      await waitUntil('the reactor past the backlog', () => reactedUpTo(store, last), 120_000);
      await Promise.all(both.map((w) => w.waitForLog((l) => l.message === 'worker started', 60_000, '"worker started"')));

      // Then new requests while both run, each wave woken by name, so either process may take it.
      const queue: ProjectionQueue = createProjectionQueue(redisConnection(redis.url, 'producer'));
      queue.on('error', () => {});
      try {
        for (let wave = 0; wave < 4; wave++) {
          last = await appendOrders(store, totals.orders + 1, 20, totals, addressOf);
          await wakeProjections(queue, [REACTOR]);
        }
      } finally {
        await queue.close();
      }
      await waitUntil('the reactor past the last wave', () => reactedUpTo(store, last), 120_000);

      await expectEachAttachedOnce(store, totals.orders);
      for (const worker of both) await expectCleanStop(worker);
      await expectEachAttachedOnce(store, totals.orders);
      console.info(`reactor, two processes: ${totals.orders} requests of ${ADDRESSES} clients, each attached once`);
    }, 300_000); // Its own bounds: 120 s for the backlog, 60 s for the starts, 120 s for the waves.
  },
  { redisServer: true },
);
