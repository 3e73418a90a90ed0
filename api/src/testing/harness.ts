import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { FsBlobStore } from '@atelier/blobs';
import { loadConfig } from '@atelier/config';
import { createPlainTables, type EventStore } from '@atelier/event-store';
import { openTestStore, type TestStoreKind } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, InProcessRunner, prepareProjections } from '@atelier/projections';
import { allReactors } from '@atelier/workers';
import { createApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { silentLogger } from '../logger.ts';
import { LocalStamps } from '../page-cache/read-model-stamps.ts';
import { afterAll, beforeAll } from 'vitest';
import { registerFirstAdmin } from './actors.ts';
import { TestClient } from './client.ts';
import { testPasswordHasher } from './passwords.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  ctx: AppContext;
  store: EventStore;
  blobs: FsBlobStore;
  runner: InProcessRunner;
  /** A browser-like client with its own cookies. */
  client(): TestClient;
  /** Moves the app's clock (session timeouts, login throttling). */
  advanceClock(ms: number): void;
  /** The keys of every stored blob (files under the blob root, bookkeeping folders excluded). */
  blobKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real app on a real database (PGlite in memory, or a fresh PostgreSQL database),
 * with the embedded projector and reactors (ADR 064) and a temporary blob directory.
 */
export interface TestAppOptions {
  siteDir?: string;
  /** A frozen clock at this instant, moved only by advanceClock; else the wall clock (plus what advanceClock added). */
  clockAt?: Date;
}

export async function startTestApp(kind: TestStoreKind = 'pglite', options: TestAppOptions = {}): Promise<TestApp> {
  const { store, cleanup } = await openTestStore(kind);
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-api-'));
  const blobs = new FsBlobStore(join(dataDir, 'blobs'));
  await createPlainTables(store.db);
  await prepareProjections(store, ALL_PROJECTIONS);
  const readModels = new LocalStamps();
  const sessionSecret = 'test-session-secret-that-is-long-enough-0123456789';
  const runner = new InProcessRunner(
    store,
    ALL_PROJECTIONS,
    (projection, error) => {
      throw new Error(`projection ${projection} failed`, { cause: error });
    },
    (projection) => readModels.moved(projection),
    allReactors(store, sessionSecret),
  );
  runner.start();
  let offset = 0;
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const ctx: AppContext = {
    config,
    sessionSecret,
    store,
    blobs,
    progress: runner,
    readModels,
    // Other test files share the PostgreSQL server, and their open transactions hold back
    // the read-all horizon for every database on it; the 2 s production limit would make
    // 201 vs 202 depend on the neighbours. The 202 path has its own test.
    readYourWritesMs: 15_000,
    logger: silentLogger,
    queueHealth: async () => 'disabled',
    passwords: testPasswordHasher,
    now: () => new Date((options.clockAt?.getTime() ?? Date.now()) + offset),
    siteDir: options.siteDir ?? null,
  };
  const app = createApp(ctx);
  return {
    app,
    ctx,
    store,
    blobs,
    runner,
    client: () => new TestClient(app),
    advanceClock: (ms) => {
      offset += ms;
    },
    blobKeys: () => listBlobKeys(config.paths.blobs),
    async close() {
      await runner.stop();
      await cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function listBlobKeys(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((key) => !key.startsWith('.'))
    .sort();
}

export interface SharedTestApp {
  readonly t: TestApp;
  /** The first account (an admin), signed in; only with `{ admin: true }`. */
  readonly admin: TestClient;
}

/**
 * One app per describe block: registers its beforeAll/afterAll and hands back an object
 * whose `t` (and `admin`) are set once beforeAll has run.
 */
export function useTestApp(kind: TestStoreKind, options: { admin?: boolean; clockAt?: Date } = {}): SharedTestApp {
  let app: TestApp | undefined;
  let admin: TestClient | undefined;
  beforeAll(async () => {
    app = await startTestApp(kind, options.clockAt ? { clockAt: options.clockAt } : {});
    if (options.admin) admin = await registerFirstAdmin(app);
  });
  afterAll(() => app?.close());
  return {
    get t() {
      if (!app) throw new Error('useTestApp: the app is only there inside tests');
      return app;
    },
    get admin() {
      if (!admin) throw new Error('useTestApp: pass { admin: true } to get a signed-in admin');
      return admin;
    },
  };
}
