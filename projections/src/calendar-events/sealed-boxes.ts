import { PII_KEY, type AnyTrx, type StoredEvent } from '@atelier/event-store';
import { sql, type RawBuilder } from 'kysely';
import { scopeOfEvents } from '../set-based.ts';

/** A sealed box as the events table stores it (JSON text), ready for a jsonb column. */
export type BoxJson = RawBuilder<unknown>;

/**
 * The sealed personal-data boxes of a batch's events, by global position, exactly as the
 * events table stores them: a StoredEvent carries its data opened, and the read model keeps
 * it sealed (ADR 003, 028). One query per batch.
 */
export async function sealedBoxes(trx: AnyTrx, events: readonly StoredEvent[]): Promise<Map<number, BoxJson>> {
  if (events.length === 0) return new Map();
  const { rows } = await sql<{ global_position: number | string; box: string }>`
    SELECT e.global_position, (e.data->${PII_KEY})::text AS box
    FROM events e
    WHERE ${scopeOfEvents(events)} AND e.data ? ${PII_KEY}`.execute(trx);
  return new Map(rows.map((row) => [Number(row.global_position), sql`${row.box}::jsonb`]));
}
