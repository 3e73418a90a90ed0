import type { AnyTrx, StoredEvent } from '@atelier/event-store';

/**
 * A read model: its own tables, the events it folds, and a version.
 * Bumping `version` makes the runner rebuild it from the first event.
 */
export interface Projection {
  readonly name: string;
  readonly version: number;
  /** Event types this projection reads; others only advance its checkpoint. */
  readonly handles: readonly string[];
  /** Creates the tables if missing (idempotent). */
  createTables(trx: AnyTrx): Promise<void>;
  /** Empties the tables before a rebuild. */
  truncate(trx: AnyTrx): Promise<void>;
  /**
   * Folds a batch of events it handles, in order, in the runner's transaction. Must be
   * idempotent: applying the same events again changes nothing. Batches let a rebuild
   * write hundreds of rows per statement.
   */
  apply(trx: AnyTrx, events: readonly StoredEvent[]): Promise<void>;
}
