import { sql } from 'kysely';
import type { Trx } from '../database.ts';

/**
 * append_stream(): one stream's append as one PL/pgSQL call, so a store.append is a single
 * short statement (`SELECT append_stream($1, ...)`) whose inner statements are planned once
 * per session and cached, instead of a large statement parsed and planned on every call.
 * It keeps every rule of the append:
 *
 * - the idempotency claim (when p_idempotency_key is set): a repeat within the window
 *   returns the first write's record (`replayed: true`) and writes nothing;
 * - the compare-and-set on streams.version: p_expected -1 (new stream), n >= 0, or NULL
 *   for 'any'; a mismatch raises SQLSTATE AT409 with the actual version (-1: no stream)
 *   as DETAIL, which the store turns into a ConcurrencyError;
 * - a new stream's PII key (p_key, generated and wrapped in Node, where the data was
 *   sealed with it) in the same transaction. Should a key row exist already, the data was
 *   sealed with the wrong key: with p_defer_key_conflict the version stays reserved, no
 *   event is written and `deferred: true` asks the caller to seal with the existing key
 *   and insert the events itself in the same transaction; without it (autocommit) AT412
 *   is raised, which rolls everything back, and the caller retries in a transaction;
 * - the events (event_id, transaction_id and recorded_at from the column defaults or
 *   gen_random_uuid()), in order, with their metadata and schema_version;
 * - the idempotency record, unless the events were deferred.
 *
 * Returns jsonb: {"version", "transaction_id", "global_position"} of the last event,
 * plus "deferred": true; or for a repeat {"replayed": true, "result", "versions", "epoch",
 * "transaction_id", "global_position"}. Encryption stays in Node.
 *
 * Never edit this once applied: replace the function in a later migration.
 */
export async function up(trx: Trx): Promise<void> {
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
      p_defer_key_conflict boolean
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
        INSERT INTO idempotency_keys (key) VALUES (p_idempotency_key) ON CONFLICT (key) DO NOTHING;
        IF NOT FOUND THEN
          -- A new statement, so (READ COMMITTED) it sees the winner's committed row.
          SELECT i.result, i.versions, i.epoch, i.transaction_id::text AS transaction_id, i.global_position
            INTO v_claim FROM idempotency_keys i WHERE i.key = p_idempotency_key;
          RETURN jsonb_build_object(
            'replayed', true, 'result', v_claim.result, 'versions', v_claim.versions,
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
