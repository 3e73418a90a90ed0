import type { Position, StoredEvent, Trx } from '@atelier/event-store';
import type { AnyReadModelTable } from './read-model-table.ts';

/**
 * How a projection folds its events (ADR 011): in JavaScript, event by event into row
 * changes (javascript-projection.ts), or as SQL over the events table (sql-projection.ts).
 */
export type ProjectionKind = 'javascript' | 'sql';

/**
 * A read model as the runner sees it: one table, the events it folds, and a version (its
 * table's). Bumping the version makes the runner drop the table, create it again and replay
 * the projection from the first event.
 */
export interface Projection {
  readonly name: string;
  readonly kind: ProjectionKind;
  /** Why this kind, in one line: the rule of ADR 011 that chose it. */
  readonly why: string;
  readonly table: AnyReadModelTable;
  readonly version: number;
  /** Event types this projection reads; others only advance its checkpoint. */
  readonly handles: readonly string[];
  /**
   * Folds a batch of events it handles, in order, in the runner's transaction. Idempotent:
   * applying the same events again changes nothing.
   */
  apply(trx: Trx, events: readonly StoredEvent[]): Promise<void>;
  /**
   * SQL projections only: folds every event of the log up to `upTo` in a few statements,
   * so a rebuild never brings the log into JavaScript.
   */
  applyUpTo?(trx: Trx, upTo: Position): Promise<void>;
}
