import { sql } from 'kysely';
import type { Db, Trx } from './database.ts';

/** How long a compaction on PostgreSQL may wait for its lock on stream_keys before it gives up. */
const LOCK_TIMEOUT = '10s';

/**
 * Records, in the caller's transaction (the erasure's, a rotation's, the legacy upgrade's),
 * that deleted keys may lie in the key table's pages until the next compaction.
 */
export async function requestCompaction(trx: Trx): Promise<void> {
  await sql`
    INSERT INTO stream_keys_compaction (requested_at) VALUES (clock_timestamp())
    ON CONFLICT (singleton) DO UPDATE SET requested_at = excluded.requested_at`.execute(trx);
}

export async function compactionPending(db: Db): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM stream_keys_compaction`.execute(db);
  return rows[0]!.n > 0;
}

/**
 * Rewrites stream_keys so that a deleted (erased, re-wrapped, or once clear) key leaves
 * its table pages, then clears the request.
 *
 * - PGlite: VACUUM FULL copies the live rows into a new file and drops the old one (no
 *   other connection exists, so no snapshot keeps a dead row alive). The WAL then moves to
 *   a new segment, and a CHECKPOINT lets the old segments go: they are deleted, not
 *   recycled (wal_recycle=off, pglite.ts), so their bytes leave the data dir too.
 * - PostgreSQL: VACUUM FULL would keep a dead row that any snapshot on the server might
 *   still see (a backend still connecting counts for every database), so the table is
 *   rewritten under an exclusive lock instead: copy, TRUNCATE (the old file is emptied at
 *   commit), copy back. Statements lock the table before taking their snapshot, so no
 *   reader sees it empty. The server's WAL, archive and replicas are the operator's: after
 *   the upgrade they only ever receive wrapped keys (ADR 009).
 */
export async function compactStreamKeys(db: Db, kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'postgres') {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(trx);
      await sql`LOCK TABLE stream_keys IN ACCESS EXCLUSIVE MODE`.execute(trx);
      await sql`CREATE TEMPORARY TABLE stream_keys_live ON COMMIT DROP AS SELECT * FROM stream_keys`.execute(trx);
      await sql`TRUNCATE stream_keys`.execute(trx);
      await sql`INSERT INTO stream_keys SELECT * FROM stream_keys_live`.execute(trx);
      await sql`DELETE FROM stream_keys_compaction`.execute(trx);
    });
    return;
  }
  // The connection is held throughout, so no erasure (a transaction) runs in between.
  await db.connection().execute(async (connection) => {
    await sql`VACUUM (FULL) stream_keys`.execute(connection);
    await sql`DELETE FROM stream_keys_compaction`.execute(connection);
    await sql`SELECT pg_switch_wal()`.execute(connection);
    await sql`CHECKPOINT`.execute(connection);
  });
}

/**
 * Runs compactions off the erasure's critical path, one at a time: a request while one
 * runs is served by ONE more run after it (however many requests came), so a burst of
 * erasures costs at most two. `idle()` waits for both.
 */
export class Compactor {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly compact: () => Promise<void>) {}

  /** Starts (or joins the next) compaction; the promise rejects if that run fails. */
  request(): Promise<void> {
    if (this.running === null) {
      this.running = this.compact().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.request();
      });
    return this.next;
  }

  /** Settles once no compaction is running or queued. */
  async idle(): Promise<void> {
    while (this.running !== null || this.next !== null) {
      await Promise.allSettled([this.running, this.next]);
    }
  }
}
