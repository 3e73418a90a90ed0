import type { Position, StoredEvent, Trx } from '@atelier/event-store';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Projection } from './projection.ts';
import type { ReadModelName, ReadModelTable } from './read-model-table.ts';

/** Which events a set-based statement folds: a condition on `events e`. */
export type EventScope = RawBuilder<SqlBool>;

/** The events of a batch the runner has read, by their positions. */
function scopeOfEvents(events: readonly StoredEvent[]): EventScope {
  const positions = `{${events.map((event) => event.globalPosition).join(',')}}`;
  return sql<SqlBool>`e.global_position = ANY(${positions}::bigint[])`;
}

/**
 * Every event up to `upTo` in log order. When `upTo` came from headPosition, each of them
 * has committed (its transaction is older than that snapshot's xmin), so the set is the
 * same for every statement of the transaction, even under READ COMMITTED.
 */
export function scopeUpTo(upTo: Position): EventScope {
  return sql<SqlBool>`(e.epoch, e.transaction_id, e.global_position)
    <= (${upTo.epoch}::int, ${upTo.transactionId}::xid8, ${upTo.globalPosition}::bigint)`;
}

export interface SqlProjectionDefinition<Name extends ReadModelName> {
  name: string;
  /** Which rule of ADR 011 makes it SQL, in one line. */
  why: string;
  table: ReadModelTable<Name>;
  handles: readonly string[];
  /**
   * Folds the events in `scope` that it handles, reading them from `events e` in SQL.
   * Idempotent, and the same rows whether the scope is one batch or the whole log.
   */
  applyScope(trx: Trx, scope: EventScope): Promise<void>;
}

/**
 * A projection written as SQL over the events table (ADR 008, 011): the runner hands it a
 * batch by position, a rebuild hands it the whole log at once, and the same statements serve
 * both. Its events' data is never decoded in JavaScript, so personal data stays sealed as the
 * events store it, and it must not handle event types that have upcasters.
 */
export function sqlProjection<Name extends ReadModelName>({ applyScope, table, ...definition }: SqlProjectionDefinition<Name>): Projection {
  return {
    ...definition,
    kind: 'sql',
    table,
    version: table.version,
    apply: (trx, events) => (events.length === 0 ? Promise.resolve() : applyScope(trx, scopeOfEvents(events))),
    applyUpTo: (trx, upTo) => applyScope(trx, scopeUpTo(upTo)),
  };
}
