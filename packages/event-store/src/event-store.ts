import type { AppendOptions, AppendResult, EventMetadata, NewEvent, Position, StoredEvent } from './types.ts';
import type { Db, Trx } from './database.ts';
import type { SealedPii } from './pii.ts';

export interface StreamWrite {
  streamId: string;
  streamType: string;
  /** -1: must not exist. n >= 0: must be at version n. 'any': no check. */
  expectedVersion: number | 'any';
  events: NewEvent[];
}

/**
 * The one interface both backends (PGlite, PostgreSQL) implement.
 * Read-model code gets `db`/`transaction` to keep its own tables beside the events.
 */
export interface EventStore {
  readonly kind: 'pglite' | 'postgres';
  /** Kysely over the same database; read-model tables live here too. */
  readonly db: Db;

  /** Appends to one stream with an expected version; throws ConcurrencyError on a mismatch. */
  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;

  /**
   * Appends to several streams atomically (e.g. a user stream and its username reservation).
   * The idempotency key, if any, covers the whole write. `position` is the last event's.
   */
  appendMany(
    writes: StreamWrite[],
    options: Pick<AppendOptions, 'metadata' | 'idempotencyKey' | 'idempotencyFingerprint' | 'result'>,
  ): Promise<Omit<AppendResult, 'streamId' | 'nextVersion'> & { versions: Record<string, number> }>;

  /** The stream's events in order, upcast and with PII decrypted (or ERASED). version -1 if absent. */
  readStream(streamId: string): Promise<{ version: number; events: StoredEvent[] }>;

  /**
   * Up to `limit` events after `after`, in (epoch, transaction_id, global_position) order,
   * only from transactions older than the current snapshot's xmin: ONE statement.
   * Pass `trx` to read inside a projector's transaction, and `types` to skip every event
   * of other types (a projection that handles a few types rebuilds without reading the rest).
   */
  readAll(after: Position, limit: number, trx?: Trx, types?: readonly string[]): Promise<StoredEvent[]>;

  /**
   * The personal data of sealed boxes (an event's `$pii`) that a read model kept as they
   * were stored, so its rows hold no personal data in the clear: each box is opened with
   * its stream's key, and its fields read ERASED once an erasure destroyed that key.
   * Answers in the order asked.
   */
  revealPii(items: readonly { streamId: string; pii: SealedPii }[], trx?: Trx): Promise<Record<string, unknown>[]>;

  /**
   * true when an event after `after` has committed but readAll still holds it back
   * (an older transaction is open). Runners retry shortly rather than stop.
   */
  hasHeldBackEvents(after: Position): Promise<boolean>;

  /**
   * The position of the newest event readAll can return now (START when empty). Any older
   * open transaction (on PostgreSQL: anywhere on the server) holds it back, so "checkpoint
   * >= headPosition()" does not mean caught up: compare with the position an append returned.
   */
  headPosition(trx?: Trx): Promise<Position>;

  /** Runs fn in a transaction. On PGlite, transactions are serialised in-process. */
  transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T>;

  /** Next value of a named id sequence (e.g. 'dress_order_ids'), created on first use. */
  nextId(sequence: string): Promise<number>;

  /**
   * Destroys the stream's PII key and appends `erasure`, the domain's record of it
   * (PersonalDataErased), in one transaction. A stream erased already, with nothing appended
   * since, is left as it is: no second record; the answer is `replayed` with that erasure's
   * version and position, so a retry of a half-done erasure records each stream once.
   */
  eraseSubject(streamId: string, erasure: NewEvent, metadata: EventMetadata): Promise<AppendResult>;

  /**
   * Rewrites the key table so that deleted keys leave its pages (and on PGlite the WAL).
   * eraseSubject starts one in the background; this waits for it (or runs one).
   */
  compactStreamKeys(): Promise<void>;

  /**
   * Key rotation (`pnpm keys:rotate`): re-wraps every data key under the current master
   * key (the store was opened with the old one as previousMasterKey), then compacts.
   */
  rewrapStreamKeys(): Promise<{ rewrapped: number }>;

  /** Called after every committed append (in this process). Returns an unsubscribe function. */
  onAppend(listener: (position: Position) => void): () => void;

  close(): Promise<void>;
}
