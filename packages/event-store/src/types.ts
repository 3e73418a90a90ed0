/** Who did what, and why: recorded on every event. */
export interface EventMetadata {
  /** The acting user's id (`user-<uuid>`), or `anonymous` for a public visitor, or `system`. */
  actor: string;
  correlationId: string;
  causationId: string | null;
  /** Extra keys are allowed (e.g. the client's idempotency key). */
  [key: string]: unknown;
}

/** An event as the domain produces it. */
export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
  /** Defaults to 1. */
  schemaVersion?: number;
  /** Names of top-level keys of `data` that are personal data: encrypted with the stream's key. */
  pii?: readonly string[];
}

/** A position in the global order: the tuple the read-all query compares against. */
export interface Position {
  epoch: number;
  /** xid8 as a decimal string (can exceed 2^53). */
  transactionId: string;
  globalPosition: number;
}

export const START: Position = { epoch: 0, transactionId: '0', globalPosition: 0 };

export interface StoredEvent {
  globalPosition: number;
  epoch: number;
  transactionId: string;
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  /** With PII decrypted, or replaced by ERASED when the stream's key was destroyed. */
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** The value that stands in for a personal field after erasure. */
export const ERASED = '[erased]';

export interface AppendOptions {
  streamType: string;
  /** -1: the stream must not exist yet. n >= 0: the stream must be at version n. 'any': no check. */
  expectedVersion: number | 'any';
  metadata: EventMetadata;
  /** When set, a repeat of the same key within 24 h returns the first result and appends nothing. */
  idempotencyKey?: string;
  /**
   * A digest of the data sent with `idempotencyKey`. A repeat with a different one raises
   * IdempotencyKeyReused and writes nothing (the same key with other data is not a repeat).
   */
  idempotencyFingerprint?: string;
  /** The answer to return for a repeat of `idempotencyKey` (stored with the events). */
  result?: unknown;
}

export interface AppendResult {
  streamId: string;
  /** Version of the stream after the append. */
  nextVersion: number;
  /** Position of the last appended event. */
  position: Position;
  /** true when this was a repeat (of an idempotency key, or an erasure of a stream erased already) and nothing was appended. */
  replayed: boolean;
  /** The stored result (for a repeat, the first call's result). */
  result: unknown;
}

/** upcasters[type][fromVersion] turns data of that version into data of fromVersion + 1. */
export type Upcasters = Record<string, Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
