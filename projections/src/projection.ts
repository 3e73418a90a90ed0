import type { AnyTrx, Position, StoredEvent } from '@atelier/event-store';

/**
 * A read model: its own tables, the events it folds, and a version.
 * Bumping `version` makes the runner drop its tables, create them again and replay it
 * from the first event (so a version may change their shape).
 */
export interface Projection {
  readonly name: string;
  readonly version: number;
  /** Event types this projection reads; others only advance its checkpoint. */
  readonly handles: readonly string[];
  /** Its tables: emptied before a rebuild, dropped when the version changes. */
  readonly tables: readonly string[];
  /** Creates the tables if missing (idempotent). */
  createTables(trx: AnyTrx): Promise<void>;
  /**
   * Folds a batch of events it handles, in order, in the runner's transaction. Must be
   * idempotent: applying the same events again changes nothing. Batches let a rebuild
   * write hundreds of rows per statement.
   */
  apply(trx: AnyTrx, events: readonly StoredEvent[]): Promise<void>;
  /**
   * Set-based projections only: folds every event of the log up to `upTo` in a few
   * statements, so a rebuild never brings the log into JavaScript (see set-based.ts).
   */
  applyUpTo?(trx: AnyTrx, upTo: Position): Promise<void>;
}
