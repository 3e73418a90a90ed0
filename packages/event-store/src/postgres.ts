import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { runThrough, type RunStatement } from './statement.ts';
import type { Db } from './database.ts';

const INT8_OID = 20;

export interface PostgresConnection {
  db: Db;
  /** Through Kysely: pg sends a statement without values as one simple query anyway. */
  runStatement: RunStatement;
  close(): Promise<void>;
}

/**
 * pg returns int8 as a string while PGlite returns a number; parse it here so both
 * backends hand the same JS types to every caller of `store.db` (positions and counts
 * stay far below 2^53). xid8 is left as pg's decimal string, as PGlite returns it.
 */
export function openPostgres(databaseUrl: string, poolSize = 10): PostgresConnection {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server (restart, DROP DATABASE ... FORCE) emits 'error' on
  // the pool; unhandled, that would crash the process. The next checkout reconnects.
  pool.on('error', (error) => {
    console.warn(`event-store: idle PostgreSQL client error: ${error.message}`);
  });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    runStatement: runThrough(db),
    async close() {
      await db.destroy();
    },
  };
}
