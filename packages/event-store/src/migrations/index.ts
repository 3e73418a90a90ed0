import { sql } from 'kysely';
import type { Db, Trx } from '../database.ts';
import * as createEventStore from './20250601T120000_create_event_store.ts';
import * as appendStreamFunction from './20261123T120000_append_stream_function.ts';
import * as idempotencyFingerprint from './20261123T130000_idempotency_fingerprint.ts';
import * as wrappedStreamKeys from './20261124T120000_wrapped_stream_keys.ts';

export interface Migration {
  /** Timestamp-prefixed, sorts in the order the migrations must run. */
  name: string;
  up(trx: Trx): Promise<void>;
}

/** Append new migrations at the end with a later timestamp; never edit an applied one. */
export const migrations: readonly Migration[] = [
  { name: '20250601T120000_create_event_store', up: createEventStore.up },
  { name: '20261123T120000_append_stream_function', up: appendStreamFunction.up },
  { name: '20261123T130000_idempotency_fingerprint', up: idempotencyFingerprint.up },
  { name: '20261124T120000_wrapped_stream_keys', up: wrappedStreamKeys.up },
];

/** Arbitrary but fixed: every process must contend for the same advisory lock. */
const MIGRATION_LOCK_KEY = '4173520394217';

/**
 * Applies missing migrations in one transaction. Runs at every start; the advisory lock
 * makes a second process that starts at the same time wait, then find nothing to do
 * (concurrent CREATE ... IF NOT EXISTS can otherwise fail on catalog unique indexes).
 * Returns the names it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS event_store_migrations (
        name       text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
    const { rows } = await sql<{ name: string }>`SELECT name FROM event_store_migrations`.execute(trx);
    const applied = new Set(rows.map((r) => r.name));
    const ran: string[] = [];
    for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx);
      await sql`INSERT INTO event_store_migrations (name) VALUES (${migration.name})`.execute(trx);
      ran.push(migration.name);
    }
    return ran;
  });
}
