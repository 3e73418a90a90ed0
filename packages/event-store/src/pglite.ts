import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';
import type { AnyDb } from './types.ts';

export const MEMORY_DATA_DIR = 'memory://';

export interface PGliteConnection {
  db: AnyDb;
  close(): Promise<void>;
}

/**
 * PGlite has a single connection. Kysely's PGliteDialect declares that, so Kysely holds a
 * mutex on it from BEGIN to COMMIT: a query issued by another caller meanwhile waits
 * instead of running inside the open transaction (covered by pglite.test.ts).
 * int8 is already parsed to number by PGlite; xid8 arrives as a decimal string.
 */
export async function openPGlite(dataDir: string): Promise<PGliteConnection> {
  const lock: DataDirLock | null = dataDir === MEMORY_DATA_DIR ? null : acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create(dataDir);
    const db: AnyDb = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      async close() {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
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
