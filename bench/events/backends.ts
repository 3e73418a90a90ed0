import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, openEventStore, TEST_MASTER_KEY, type EventStore } from './imports.ts';

export type Backend = 'pglite' | 'postgres';

export interface BenchDatabase {
  backend: Backend;
  /** The open store (a new object after reopen()). */
  readonly store: EventStore;
  /** Set for PostgreSQL: the fresh database, for a second pool (a worker's). */
  databaseUrl: string | null;
  /**
   * Closes the store and opens the same database again, as a new process would (the
   * `pnpm projections:rebuild` CLI does): PGlite writes its dirty pages out at close.
   */
  reopen(): Promise<void>;
  cleanup(): Promise<void>;
}

/** Cleanups still owed, so a watchdog can run them before a forced exit. */
export const pendingCleanups = new Set<() => Promise<void>>();

function postgresUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** PGlite in a temp data dir (what the embedded default runs on), or a fresh PostgreSQL database. */
export async function openBenchDatabase(backend: Backend): Promise<BenchDatabase> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'atelier-bench-'));
    return track(backend, () => openEventStore({ dataDir: dir, masterKey: TEST_MASTER_KEY }), null, () => rm(dir, { recursive: true, force: true }));
  }
  process.env.DATABASE_URL ??= postgresUrl();
  const database = await createTestDatabase();
  return track(backend, () => openEventStore({ databaseUrl: database.databaseUrl, masterKey: TEST_MASTER_KEY }), database.databaseUrl, () => database.drop());
}

async function track(
  backend: Backend,
  open: () => Promise<EventStore>,
  databaseUrl: string | null,
  remove: () => Promise<void>,
): Promise<BenchDatabase> {
  let store = await open();
  let done: Promise<void> | null = null;
  const cleanup = (): Promise<void> => {
    pendingCleanups.delete(cleanup);
    return (done ??= store.close().finally(remove));
  };
  pendingCleanups.add(cleanup);
  return {
    backend,
    databaseUrl,
    get store() {
      return store;
    },
    async reopen() {
      await store.close();
      store = await open();
    },
    cleanup,
  };
}
