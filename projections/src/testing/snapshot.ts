import type { Db } from '@atelier/event-store';
import { sql } from 'kysely';
import { ALL_PROJECTIONS } from '../all.ts';
import type { Projection } from '../projection.ts';

/** Every row of a table in the given order, for row-by-row comparison. */
export async function snapshotTable(db: Db, table: string, orderBy: readonly string[]): Promise<unknown[]> {
  const order = sql.join(orderBy.map((column) => sql.ref(column)));
  const { rows } = await sql`select * from ${sql.table(table)} order by ${order}`.execute(db);
  return rows;
}

/** A projection's table, in the order of its key. */
export const snapshotProjection = (db: Db, projection: Projection): Promise<unknown[]> =>
  snapshotTable(db, projection.table.name, projection.table.key);

/** Every read model's table, by projection name. */
export async function snapshotAll(db: Db): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(ALL_PROJECTIONS.map(async (projection) => [projection.name, await snapshotProjection(db, projection)] as const));
  return Object.fromEntries(entries);
}
