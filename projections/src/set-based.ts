import type { AnyTrx, Position, StoredEvent } from '@atelier/event-store';
import { sql, type RawBuilder } from 'kysely';
import type { Projection } from './projection.ts';

/** Which events a set-based statement folds: a condition on `events e`. */
export type EventScope = RawBuilder<unknown>;

/** The events of a batch the runner has read, by their positions. */
export function scopeOfEvents(events: readonly StoredEvent[]): EventScope {
  const positions = `{${events.map((event) => event.globalPosition).join(',')}}`;
  return sql`e.global_position = ANY(${positions}::bigint[])`;
}

/**
 * Every event up to `upTo` in log order. When `upTo` came from headPosition, each of them
 * has committed (its transaction is older than that snapshot's xmin), so the set is the
 * same for every statement of the transaction, even under READ COMMITTED.
 */
export function scopeUpTo(upTo: Position): EventScope {
  return sql`(e.epoch, e.transaction_id, e.global_position)
    <= (${upTo.epoch}::int, ${upTo.transactionId}::xid8, ${upTo.globalPosition}::bigint)`;
}

export interface SetBasedDefinition extends Omit<Projection, 'apply' | 'applyUpTo'> {
  /**
   * Folds the events in `scope` that it handles, reading them from the events table in
   * SQL. Idempotent, and the same rows whether the scope is one batch or the whole log.
   */
  applyScope(trx: AnyTrx, scope: EventScope): Promise<void>;
}

/**
 * A projection written as SQL over the events table (ADR 008): the runner hands it a
 * batch by position, a rebuild hands it the whole log at once. Its events' data is never
 * decoded in JavaScript, so it must not handle event types that have upcasters.
 */
export function setBasedProjection({ applyScope, ...definition }: SetBasedDefinition): Projection {
  return {
    ...definition,
    apply: (trx, events) => (events.length === 0 ? Promise.resolve() : applyScope(trx, scopeOfEvents(events))),
    applyUpTo: (trx, upTo) => applyScope(trx, scopeUpTo(upTo)),
  };
}

/** Empties the projection's tables (a rebuild starts from nothing). */
export async function truncateTables(trx: AnyTrx, projection: Projection): Promise<void> {
  if (projection.tables.length === 0) return;
  await sql`truncate table ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(trx);
}

/** Drops the projection's tables (its version changed, and maybe their shape with it). */
export async function dropTables(trx: AnyTrx, projection: Projection): Promise<void> {
  for (const table of projection.tables) await sql`drop table if exists ${sql.table(table)}`.execute(trx);
}
