import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, openEventStore, type EventStore } from './imports.ts';

export type Backend = 'pglite' | 'postgres';

export interface BenchDatabase {
  backend: Backend;
  store: EventStore;
  /** Set for PostgreSQL: the fresh database, for a second pool (a worker's). */
  databaseUrl: string | null;
  cleanup(): Promise<void>;
}

/** Cleanups still owed, so a watchdog can run them before a forced exit. */
export const pendingCleanups = new Set<() => Promise<void>>();

export function postgresUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** PGlite in a temp data dir (what the embedded default runs on), or a fresh PostgreSQL database. */
export async function openBenchDatabase(backend: Backend): Promise<BenchDatabase> {
  if (backend === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'atelier-bench-'));
    const store = await openEventStore({ dataDir: dir });
    return track(backend, store, null, async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    });
  }
  process.env.DATABASE_URL ??= postgresUrl();
  const database = await createTestDatabase();
  const store = await openEventStore({ databaseUrl: database.databaseUrl });
  return track(backend, store, database.databaseUrl, async () => {
    try {
      await store.close();
    } finally {
      await database.drop();
    }
  });
}

function track(backend: Backend, store: EventStore, databaseUrl: string | null, close: () => Promise<void>): BenchDatabase {
  let done: Promise<void> | null = null;
  const cleanup = (): Promise<void> => {
    pendingCleanups.delete(cleanup);
    return (done ??= close());
  };
  pendingCleanups.add(cleanup);
  return { backend, store, databaseUrl, cleanup };
}
