import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobStore } from '@atelier/blobs';
import { loadConfig } from '@atelier/config';
import { openEventStore, type EventStore } from '@atelier/event-store';
import { TEST_MASTER_KEY, describeWithPostgres, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, catchUp, prepareProjections, siteSettingsProjection } from '@atelier/projections';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { silentLogger } from '../logger.ts';
import { testPasswordHasher } from '../testing/passwords.ts';
import { PolledStamps, STAMP_POLL_MS, type Timer } from './read-model-stamps.ts';

/** Counts the statements run through a Kysely instance. */
function countingPlugin(): { plugin: KyselyPlugin; count: () => number } {
  let statements = 0;
  return {
    plugin: {
      transformQuery(args) {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    count: () => statements,
  };
}

async function changePhone(store: EventStore, value: string) {
  await store.append(
    'site-settings',
    [{ type: 'SiteSettingChanged', data: { key: 'contactPhone', value, at: new Date().toISOString() } }],
    { streamType: 'site-settings', expectedVersion: 'any', metadata: { actor: 'test', correlationId: crypto.randomUUID(), causationId: null } },
  );
}

/** A timer the test fires: the next poll runs when the test says, not after a real wait. */
function manualTimer() {
  const scheduled: { run: () => void; ms: number }[] = [];
  const timer: Timer = (run, ms) => {
    const entry = { run, ms };
    scheduled.push(entry);
    return () => void scheduled.splice(scheduled.indexOf(entry), 1);
  };
  /** Runs the earliest scheduled read, as its timer would. */
  const fire = () => {
    const next = scheduled.shift();
    if (!next) throw new Error('no read is scheduled');
    next.run();
  };
  return { timer, scheduled, fire };
}

/**
 * Production mode: a worker (here: catchUp on its own connection pool) moves the settings
 * projection, and another app process (its own store instance and page cache) serves the
 * change at its next poll, STAMP_POLL_MS later (within the 1 s promise), without a query
 * per request.
 */
describeWithPostgres('page cache across processes [postgres]', () => {
  let worker: TestStore;
  let appStore: EventStore;
  let stamps: PolledStamps;
  let dataDir: string;
  let app: ReturnType<typeof createApp>;
  const queries = countingPlugin();
  const polls = manualTimer();

  beforeAll(async () => {
    worker = await openTestStore('postgres');
    await prepareProjections(worker.store, ALL_PROJECTIONS);
    appStore = await openEventStore({ databaseUrl: worker.databaseUrl!, masterKey: TEST_MASTER_KEY });
    stamps = new PolledStamps(
      appStore.db,
      (error) => {
        throw error;
      },
      STAMP_POLL_MS,
      polls.timer,
    );
    await stamps.ready();
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-page-cache-'));
    const countedDb = appStore.db.withPlugin(queries.plugin);
    const store = new Proxy(appStore, { get: (target, name) => (name === 'db' ? countedDb : Reflect.get(target, name)) });
    const ctx: AppContext = {
      config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }),
      sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
      store,
      blobs: new FsBlobStore(join(dataDir, 'blobs')),
      progress: { waitFor: async () => false },
      readModels: stamps,
      readYourWritesMs: 2000,
      logger: silentLogger,
      queueHealth: async () => 'ok',
      passwords: testPasswordHasher,
      now: () => new Date(),
      siteDir: null,
    };
    app = createApp(ctx);
  });
  afterAll(async () => {
    await stamps?.close();
    await appStore?.close();
    await worker?.cleanup();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const phone = async () => ((await (await app.request('http://localhost/api/site-settings')).json()) as { contactPhone: string }).contactPhone;

  it('answers from memory: no query per request while nothing moves', async () => {
    await phone();
    const before = queries.count();
    for (let i = 0; i < 50; i++) await phone();
    expect(queries.count()).toBe(before);
  });

  it('serves a change projected by another process at its next poll, STAMP_POLL_MS later', async () => {
    expect(STAMP_POLL_MS).toBeLessThanOrEqual(250);
    await changePhone(worker.store, '+34 91 222 33 44');
    await catchUp(worker.store, siteSettingsProjection);
    // Until the poll, this process answers from memory what it had.
    expect(await phone()).not.toBe('+34 91 222 33 44');
    expect(polls.scheduled.map((entry) => entry.ms)).toEqual([STAMP_POLL_MS]);
    polls.fire();
    await stamps.ready();
    expect(await phone()).toBe('+34 91 222 33 44');
    // And the next read is scheduled after this one.
    expect(polls.scheduled.map((entry) => entry.ms)).toEqual([STAMP_POLL_MS]);
  });
});
