import { sql } from 'kysely';
import type { Trx } from '../database.ts';

/**
 * An Idempotency-Key is bound to a fingerprint of what it was first sent with, so the same
 * key with different data is told apart from a repeat (the store raises
 * IdempotencyKeyReused) instead of answering the first write's result and dropping the
 * second. Rows from before this migration have no fingerprint and match any repeat.
 *
 * append_stream() gains p_idempotency_fingerprint: it stores it with the claim and returns
 * the stored one with a repeat. Everything else is as in 20261123T120000_append_stream_function.ts
 * (applied migrations are never edited, so the function is restated whole here).
 */
export async function up(trx: Trx): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS fingerprint text`.execute(trx);
  await sql`
    DROP FUNCTION IF EXISTS append_stream(
      text, text, integer, bytea, text[], integer[], jsonb[], jsonb, integer, text, interval, jsonb, boolean)`.execute(trx);
  await sql`
    CREATE OR REPLACE FUNCTION append_stream(
      p_stream_id text,
      p_stream_type text,
      p_expected integer,
      p_key bytea,
      p_types text[],
      p_schema_versions integer[],
      p_data jsonb[],
      p_metadata jsonb,
      p_epoch integer,
      p_idempotency_key text,
      p_idempotency_window interval,
      p_result jsonb,
      p_defer_key_conflict boolean,
      p_idempotency_fingerprint text
    ) RETURNS jsonb
    LANGUAGE plpgsql
    AS $fn$
    DECLARE
      v_count integer := cardinality(p_data);
      v_version integer;
      v_actual integer;
      v_position bigint;
      v_claim record;
    BEGIN
      IF p_idempotency_key IS NOT NULL THEN
        DELETE FROM idempotency_keys
          WHERE key = p_idempotency_key AND created_at < now() - p_idempotency_window;
        -- A concurrent claim of the same key makes this wait; once that commits: no row.
        INSERT INTO idempotency_keys (key, fingerprint) VALUES (p_idempotency_key, p_idempotency_fingerprint)
          ON CONFLICT (key) DO NOTHING;
        IF NOT FOUND THEN
          -- A new statement, so (READ COMMITTED) it sees the winner's committed row.
          SELECT i.result, i.versions, i.epoch, i.transaction_id::text AS transaction_id, i.global_position, i.fingerprint
            INTO v_claim FROM idempotency_keys i WHERE i.key = p_idempotency_key;
          RETURN jsonb_build_object(
            'replayed', true, 'result', v_claim.result, 'versions', v_claim.versions, 'fingerprint', v_claim.fingerprint,
            'epoch', v_claim.epoch, 'transaction_id', v_claim.transaction_id,
            'global_position', v_claim.global_position);
        END IF;
      END IF;

      -- On PostgreSQL a concurrent writer's row lock makes these wait, then re-check:
      -- the loser gets no row rather than overwriting.
      IF p_expected IS NULL THEN
        INSERT INTO streams AS s (stream_id, stream_type, version)
          VALUES (p_stream_id, p_stream_type, v_count - 1)
          ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count
          RETURNING s.version INTO v_version;
      ELSIF p_expected = -1 THEN
        INSERT INTO streams AS s (stream_id, stream_type, version)
          VALUES (p_stream_id, p_stream_type, v_count - 1)
          ON CONFLICT (stream_id) DO NOTHING
          RETURNING s.version INTO v_version;
      ELSE
        UPDATE streams AS s SET version = s.version + v_count
          WHERE s.stream_id = p_stream_id AND s.version = p_expected
          RETURNING s.version INTO v_version;
      END IF;
      IF v_version IS NULL THEN
        SELECT s.version INTO v_actual FROM streams s WHERE s.stream_id = p_stream_id;
        RAISE EXCEPTION 'Concurrency conflict on %: expected %, actual %',
            p_stream_id, coalesce(p_expected::text, 'any'), coalesce(v_actual, -1)
          USING ERRCODE = 'AT409', DETAIL = coalesce(v_actual, -1)::text;
      END IF;

      IF p_key IS NOT NULL THEN
        INSERT INTO stream_keys (stream_id, key) VALUES (p_stream_id, p_key)
          ON CONFLICT (stream_id) DO NOTHING;
        IF NOT FOUND THEN
          IF NOT p_defer_key_conflict THEN
            RAISE EXCEPTION 'The PII key of new stream % exists already', p_stream_id USING ERRCODE = 'AT412';
          END IF;
          RETURN jsonb_build_object('version', v_version, 'deferred', true);
        END IF;
      END IF;

      IF v_count = 1 THEN
        INSERT INTO events AS e (epoch, stream_id, stream_version, event_id, type, schema_version, data, metadata)
          VALUES (p_epoch, p_stream_id, v_version, gen_random_uuid(), p_types[1], p_schema_versions[1], p_data[1], p_metadata)
          RETURNING e.global_position INTO v_position;
      ELSE
        WITH inserted AS (
          INSERT INTO events AS e (epoch, stream_id, stream_version, event_id, type, schema_version, data, metadata)
          SELECT p_epoch, p_stream_id, v_version - v_count + n.ord::integer, gen_random_uuid(),
                 n.type, n.schema_version, n.data, p_metadata
          FROM unnest(p_types, p_schema_versions, p_data) WITH ORDINALITY AS n(type, schema_version, data, ord)
          ORDER BY n.ord
          RETURNING e.global_position)
        SELECT max(i.global_position) INTO v_position FROM inserted i;
      END IF;

      IF p_idempotency_key IS NOT NULL THEN
        UPDATE idempotency_keys SET
            result = p_result, versions = jsonb_build_object(p_stream_id, v_version), epoch = p_epoch,
            transaction_id = pg_current_xact_id(), global_position = v_position
          WHERE key = p_idempotency_key;
      END IF;

      RETURN jsonb_build_object(
        'version', v_version, 'transaction_id', pg_current_xact_id()::text, 'global_position', v_position);
    END
    $fn$`.execute(trx);
}
