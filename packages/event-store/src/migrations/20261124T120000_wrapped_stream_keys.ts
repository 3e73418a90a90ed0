import { sql } from 'kysely';
import type { Trx } from '../database.ts';

/**
 * Stream keys are only ever stored wrapped by the master key (ADR 009).
 *
 * - `stream_keys.key_format`: 0 for a clear key written before this migration (every
 *   existing row), 1 for a wrapped key, the default from now on, so append_stream()'s
 *   INSERT of (stream_id, key) needs no change. The CHECK refuses a clear key under
 *   format 1, so no writer can store one by mistake. The store wraps the format-0 rows
 *   at start-up (key-upgrade.ts): the migration does not have the master key.
 * - `pii_master_key`: the id of the master key the data keys are wrapped with, so a start
 *   with the wrong key fails clearly even when no data key exists yet.
 * - `stream_keys_compaction`: a row while deleted keys may still lie in the table's pages.
 *   An erasure adds it in its own transaction; a compaction (key-compaction.ts) removes it,
 *   so one that failed or was cut short by a crash is redone at the next start.
 */
export async function up(trx: Trx): Promise<void> {
  await sql`ALTER TABLE stream_keys ADD COLUMN IF NOT EXISTS key_format smallint NOT NULL DEFAULT 0`.execute(trx);
  await sql`ALTER TABLE stream_keys ALTER COLUMN key_format SET DEFAULT 1`.execute(trx);
  await sql`
    ALTER TABLE stream_keys ADD CONSTRAINT stream_keys_wrapped_check CHECK (
      key_format = 0 OR (key_format = 1 AND octet_length(key) = 69 AND get_byte(key, 0) = 1)
    )`.execute(trx);
  await sql`
    CREATE TABLE IF NOT EXISTS pii_master_key (
      singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      key_id     bytea NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
  await sql`
    CREATE TABLE IF NOT EXISTS stream_keys_compaction (
      singleton    boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      requested_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`.execute(trx);
}
