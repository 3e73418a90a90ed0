import { sql } from 'kysely';
import type { Db, Trx } from './database.ts';

/**
 * Runs one statement that has no parameters (its values are literals: sql-literal.ts) and
 * answers its rows. Each backend's connection brings its own (pglite.ts, postgres.ts).
 */
export type RunStatement = <R>(text: string) => Promise<R[]>;

/** Through Kysely, on the pool or inside a transaction. */
export function runThrough(executor: Db | Trx): RunStatement {
  return async <R>(text: string) => (await sql.raw<R>(text).execute(executor)).rows;
}
