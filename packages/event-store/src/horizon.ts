import { sql } from 'kysely';
import { START } from './types.ts';
import type { Db, Trx } from './database.ts';

/** Counting stops here: a health check stays one bounded index range however far behind. */
export const LAG_COUNT_CAP = 10_000;

export interface ProjectionLag {
  projection: string;
  /** Committed events after the checkpoint (visible to readAll or still held back), up to the cap. */
  eventsBehind: number;
  /** true when there are more than LAG_COUNT_CAP: eventsBehind is then the cap. */
  atLeast: boolean;
  /** Seconds since the oldest of those events was recorded (database clock); null when none. */
  oldestAgeSeconds: number | null;
}

/**
 * Each projection's distance from the head of the log: the committed events after its
 * checkpoint (none yet: after START), and the age of the oldest of them. Held-back events
 * count: they are exactly what an old open transaction keeps from the projectors.
 * One statement; each projection reads at most LAG_COUNT_CAP + 1 index entries.
 */
export async function projectionLag(db: Db | Trx, projections: readonly string[], cap = LAG_COUNT_CAP): Promise<ProjectionLag[]> {
  if (projections.length === 0) return [];
  const { rows } = await sql<{ projection: string; behind: number | string; oldest_age: number | string | null }>`
    SELECT p.name AS projection, lag.behind, lag.oldest_age
    FROM json_array_elements_text(${JSON.stringify(projections)}::json) WITH ORDINALITY AS p(name, n)
    LEFT JOIN checkpoints c ON c.projection = p.name
    CROSS JOIN LATERAL (
      SELECT count(*) AS behind, extract(epoch FROM clock_timestamp() - min(pending.recorded_at))::float8 AS oldest_age
      FROM (
        SELECT e.recorded_at FROM events e
        WHERE (e.epoch, e.transaction_id, e.global_position) > (
          coalesce(c.epoch, ${START.epoch}::int),
          coalesce(c.transaction_id, ${START.transactionId}::xid8),
          coalesce(c.global_position, ${START.globalPosition}::bigint))
        ORDER BY e.epoch, e.transaction_id, e.global_position
        LIMIT ${cap + 1}
      ) pending
    ) lag
    ORDER BY p.n`.execute(db);
  return rows.map((row) => {
    const behind = Number(row.behind);
    return {
      projection: row.projection,
      eventsBehind: Math.min(behind, cap),
      atLeast: behind > cap,
      oldestAgeSeconds: row.oldest_age === null ? null : Number(row.oldest_age),
    };
  });
}

export interface HorizonHolder {
  /** Seconds the oldest transaction that holds an xid (a writer) has been open; null when none. */
  ageSeconds: number | null;
  /** Its backend (null for a prepared transaction) and database. */
  pid: number | null;
  database: string | null;
  /**
   * 'cluster': every session on the server was visible. 'own-role': only this role's, since
   * it may not read other roles' activity (GRANT pg_read_all_stats to see them).
   */
  scope: 'cluster' | 'own-role';
}

/**
 * The oldest open transaction holding back the horizon readAll reads below
 * (pg_snapshot_xmin: the oldest running transaction id, on the whole server, any database),
 * this session's own excepted. Read-only transactions have no xid and do not hold it back;
 * prepared transactions do. pg_stat_activity is one row per backend: bounded by max_connections.
 */
export async function oldestHorizonHolder(db: Db | Trx): Promise<HorizonHolder> {
  const { rows } = await sql<{ age: number | string | null; pid: number | null; database: string | null; cluster: boolean }>`
    SELECT holder.age, holder.pid, holder.database,
           pg_has_role(current_user, 'pg_read_all_stats', 'MEMBER') AS cluster
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT age, pid, database FROM (
        SELECT extract(epoch FROM clock_timestamp() - xact_start)::float8 AS age, pid, datname::text AS database
        FROM pg_stat_activity
        WHERE backend_xid IS NOT NULL AND xact_start IS NOT NULL AND pid <> pg_backend_pid()
        UNION ALL
        SELECT extract(epoch FROM clock_timestamp() - prepared)::float8, NULL, database::text
        FROM pg_prepared_xacts
      ) holders
      ORDER BY age DESC
      LIMIT 1
    ) holder ON true`.execute(db);
  const row = rows[0];
  return {
    ageSeconds: row?.age == null ? null : Number(row.age),
    pid: row?.pid ?? null,
    database: row?.database ?? null,
    scope: row?.cluster ? 'cluster' : 'own-role',
  };
}
