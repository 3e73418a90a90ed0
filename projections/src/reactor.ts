import type { Position, StoredEvent } from '@atelier/event-store';

/**
 * A reactor (ADR 064): what the system does in answer to an event, as a command of its own,
 * once the event is stored. It reads the log after its checkpoint like a projection, but where a
 * projection writes its table, a reactor appends events (through a decider). It never runs
 * inside a command or a read: the runner calls it, in the server process when embedded and in
 * the workers in production, and moves its checkpoint once its reactions are stored.
 *
 * A reaction must be idempotent: the checkpoint moves after the reaction, so a crash between
 * the two, a replay, or two processes on one batch react to an event again, and that reaction
 * must append nothing (a decider that already holds the fact decides no event).
 */
export interface Reactor {
  readonly name: string;
  /** What it reacts to and why, in one line. */
  readonly why: string;
  /** Event types it reacts to; others only advance its checkpoint. */
  readonly handles: readonly string[];
  /** Runs once before a batch that holds events it handles (a look-up table brought up to date, say). */
  prepare?(): Promise<void>;
  /**
   * Reacts to one event, in log order. Answers the position of what it appended, or of the
   * stream it would have appended to when that already held it; null when it did nothing.
   */
  react(event: StoredEvent): Promise<Position | null>;
}

/** The version a reactor's checkpoint row carries: reactors are never reset or replayed from START by a version. */
export const REACTOR_CHECKPOINT_VERSION = 1;
