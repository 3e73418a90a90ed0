import { sql } from 'kysely';
import type { Trx } from '../database.ts';

/**
 * The initial schema. IF NOT EXISTS everywhere so a half-applied database (e.g. tables
 * created by hand while debugging) does not block start-up.
 */
export async function up(trx: Trx): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS streams (
      stream_id   text PRIMARY KEY,
      stream_type text NOT NULL,
      version     integer NOT NULL
    )`.execute(trx);

  // transaction_id comes from the inserting transaction, so readers can hold back
  // rows of transactions that may still be in flight (see read.ts).
  await sql`
    CREATE TABLE IF NOT EXISTS events (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      epoch           integer NOT NULL,
      transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id       text NOT NULL,
      stream_version  integer NOT NULL,
      event_id        uuid NOT NULL UNIQUE,
      type            text NOT NULL,
      schema_version  integer NOT NULL DEFAULT 1,
      data            jsonb NOT NULL,
      metadata        jsonb NOT NULL,
      recorded_at     timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
    )`.execute(trx);
  await sql`
    CREATE INDEX IF NOT EXISTS events_global_order_idx
      ON events (epoch, transaction_id, global_position)`.execute(trx);

  await sql`
    CREATE TABLE IF NOT EXISTS checkpoints (
      projection      text PRIMARY KEY,
      version         integer NOT NULL,
      epoch           integer NOT NULL,
      transaction_id  xid8 NOT NULL,
      global_position bigint NOT NULL,
      updated_at      timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);

  // versions/position are filled in the same transaction as the claim, so a committed
  // row is always complete.
  await sql`
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      key             text PRIMARY KEY,
      result          jsonb,
      versions        jsonb,
      epoch           integer,
      transaction_id  xid8,
      global_position bigint,
      created_at      timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);

  await sql`
    CREATE TABLE IF NOT EXISTS stream_keys (
      stream_id  text PRIMARY KEY,
      key        bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
}
