import { sql } from 'kysely';
import type { AnyDb } from './types.ts';

/** How long VACUUM FULL may wait for its lock on stream_keys before this round gives up. */
const LOCK_TIMEOUT = '10s';

/**
 * Rewrites stream_keys so that a deleted (erased or re-wrapped) key leaves its table pages:
 * VACUUM FULL copies the live rows into a new file and drops the old one. On PGlite the
 * WAL is then moved to a new segment and a CHECKPOINT lets the old segments go; they are
 * deleted, not recycled (wal_recycle=off, pglite.ts), so their bytes leave the data dir too.
 * On PostgreSQL the server's WAL, archive and replicas are the operator's: they only ever
 * held wrapped keys (ADR 009).
 */
export async function compactStreamKeys(db: AnyDb, kind: 'pglite' | 'postgres'): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`SET lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(connection);
    try {
      await sql`VACUUM (FULL) stream_keys`.execute(connection);
    } finally {
      await sql`RESET lock_timeout`.execute(connection);
    }
    if (kind === 'pglite') {
      await sql`SELECT pg_switch_wal()`.execute(connection);
      await sql`CHECKPOINT`.execute(connection);
    }
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
