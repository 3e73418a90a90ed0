import { ensurePrivateDir, restrictTree } from '@atelier/config';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';
import type { RunStatement } from './statement.ts';
import type { Db } from './database.ts';

export const MEMORY_DATA_DIR = 'memory://';

export interface PGliteConnection {
  db: Db;
  /**
   * The simple query protocol: ONE call into WASM, where a Kysely query makes six (parse,
   * describe, bind, describe, execute, sync); an append takes 290 µs instead of 378 µs.
   * PGlite's own lock makes it wait for any transaction Kysely has open.
   */
  runStatement: RunStatement;
  close(): Promise<void>;
}

/**
 * Settings beyond PGlite's own. wal_level=minimal (which needs max_wal_senders=0): one
 * embedded process has no replicas or archive to feed, and a table created or emptied in
 * the transaction that fills it (a projection rebuild) is then written without WAL, about
 * a tenth faster (bench/RESULTS.md). Crash recovery is unchanged.
 * wal_recycle=off: a WAL segment a checkpoint no longer needs is deleted, not renamed for
 * reuse with its old bytes inside, so an erased key leaves the data dir (key-compaction.ts).
 * shared_buffers=16MB instead of PostgreSQL's 128MB: in WebAssembly the whole buffer pool is
 * resident from the start (it costs 110 MB of RSS at 128MB), while the site's data is a few
 * MB and the files under it stay in the OS page cache anyway (ADR 033).
 */
const START_PARAMS = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'wal_recycle=off', '-c', 'shared_buffers=16MB'];

/**
 * How a throw-away in-memory PGlite boots: from the image of an initialised empty cluster
 * (test-support/pglite-image.ts), so a test store skips the initdb that cost seconds (ADR 030).
 */
export type MemoryBoot = Required<Pick<PGliteOptions, 'loadDataDir'>>;

/**
 * PGlite has a single connection. Kysely's PGliteDialect declares that, so Kysely holds a
 * mutex on it from BEGIN to COMMIT: a query issued by another caller meanwhile waits
 * instead of running inside the open transaction (covered by pglite.test.ts).
 * int8 is already parsed to number by PGlite; xid8 arrives as a decimal string.
 */
export async function openPGlite(dataDir: string, memoryBoot?: MemoryBoot): Promise<PGliteConnection> {
  const onDisk = dataDir !== MEMORY_DATA_DIR;
  if (onDisk && memoryBoot) throw new Error('openPGlite: a memory boot image is for memory:// only');
  if (onDisk) await ensurePrivateDir(dataDir);
  const lock: DataDirLock | null = onDisk ? acquireDataDirLock(dataDir) : null;
  try {
    // Before PostgreSQL starts: it creates its files 0600 only in a data dir that is 0700.
    if (onDisk) await restrictTree(dataDir);
    const pglite = await PGlite.create(dataDir, { ...memoryBoot, startParams: [...PGlite.defaultStartParams, ...START_PARAMS] });
    // PGlite's first start copies its initial files as 0666, and every start rewrites the
    // relation cache files 0644.
    if (onDisk) await restrictTree(dataDir);
    const db: Db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      runStatement: async <R>(text: string) => ((await pglite.exec(text)).at(-1)?.rows ?? []) as R[],
      async close() {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
          if (onDisk) await restrictTree(dataDir);
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
