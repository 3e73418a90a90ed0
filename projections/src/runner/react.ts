import {
  START,
  ConcurrencyError,
  comparePositions,
  compareAndSetCheckpoint,
  positionOfEvent,
  readCheckpoint,
  type Db,
  type EventStore,
  type Position,
} from '@atelier/event-store';
import { sql } from 'kysely';
import { REACTOR_CHECKPOINT_VERSION, type Reactor } from '../reactor.ts';
import { BATCH_SIZE, HELD_BACK_PATIENCE_MS, HELD_BACK_RETRY_MS, handledBy } from './catch-up.ts';

export interface ReactorRun {
  /** The reactor's checkpoint after the run: it has reacted to every event up to it. */
  position: Position;
  /** Where its newest reaction landed (this run's or an earlier one's); null when it never reacted. */
  reacted: Position | null;
  /** Events were still held back when patience ran out: the caller should run again soon. */
  heldBack: boolean;
}

const later = (a: Position | null, b: Position | null): Position | null => (a === null ? b : b === null ? a : comparePositions(a, b) >= 0 ? a : b);

/** Records where a reaction landed, never moving it back. */
async function recordReaction(db: Db, reactor: string, at: Position): Promise<void> {
  await sql`insert into reactions (reactor, epoch, transaction_id, global_position)
            values (${reactor}, ${at.epoch}, ${at.transactionId}::xid8, ${at.globalPosition})
            on conflict (reactor) do update set
              epoch = excluded.epoch, transaction_id = excluded.transaction_id, global_position = excluded.global_position
            where (reactions.epoch, reactions.transaction_id, reactions.global_position)
                < (excluded.epoch, excluded.transaction_id, excluded.global_position)`.execute(db);
}

interface ReactionRow {
  reactor: string;
  epoch: number;
  transaction_id: string;
  global_position: number | string;
}

/** Where each named reactor's newest reaction landed (missing: it never reacted). */
export async function readReactions(db: Db, names: readonly string[]): Promise<Map<string, Position>> {
  if (names.length === 0) return new Map();
  const { rows } = await sql<ReactionRow>`
    select reactor, epoch, transaction_id::text as transaction_id, global_position
    from reactions where reactor in (${sql.join(names)})`.execute(db);
  return new Map(rows.map((row) => [row.reactor, { epoch: Number(row.epoch), transactionId: row.transaction_id, globalPosition: Number(row.global_position) }]));
}

/**
 * Reacts to the next batch of events after the reactor's checkpoint, then records where its
 * reactions landed and moves the checkpoint past the batch (the reactions first: a waiter that
 * sees the checkpoint finds them). The reactions are their own commands, outside this run's
 * transaction, so a crash before the checkpoint moves reacts to the batch again: the reactor's
 * reactions are idempotent (reactor.ts). A runner that finds the checkpoint moved by another
 * process meanwhile reads from there.
 */
async function reactToNextBatch(store: EventStore, reactor: Reactor): Promise<{ position: Position; reacted: Position | null; full: boolean }> {
  const from = (await readCheckpoint(store.db, reactor.name))?.position ?? null;
  const events = await store.readAll(from ?? START, BATCH_SIZE);
  const last = events.at(-1);
  if (!last) return { position: from ?? START, reacted: null, full: false };
  const handled = handledBy(reactor, events);
  let reacted: Position | null = null;
  if (handled.length > 0) await reactor.prepare?.();
  for (const event of handled) reacted = later(reacted, await reactor.react(event));
  if (reacted !== null) await recordReaction(store.db, reactor.name, reacted);
  const next = positionOfEvent(last);
  try {
    await store.transaction((trx) => compareAndSetCheckpoint(trx, reactor.name, from, next, REACTOR_CHECKPOINT_VERSION));
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    // Another process moved it: what it reacted to, this run reacted to as well, and changed nothing.
    const moved = (await readCheckpoint(store.db, reactor.name))?.position ?? START;
    return { position: moved, reacted, full: true };
  }
  return { position: next, reacted, full: events.length === BATCH_SIZE };
}

/**
 * Runs the reactor until it has reacted to every committed event (catchUp's counterpart for
 * reactors; events held back by an older open transaction are waited for briefly). An aborted
 * `signal` stops it between batches; the next run resumes from the checkpoint.
 */
export async function catchUpReactor(store: EventStore, reactor: Reactor, signal?: AbortSignal): Promise<ReactorRun> {
  const patience = Date.now() + HELD_BACK_PATIENCE_MS;
  let reacted: Position | null = null;
  for (;;) {
    const batch = await reactToNextBatch(store, reactor);
    reacted = later(reacted, batch.reacted);
    if (signal?.aborted) break;
    if (batch.full) continue;
    const heldBack = await store.hasHeldBackEvents(batch.position);
    if (heldBack && Date.now() < patience) {
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_RETRY_MS));
      continue;
    }
    const recorded = (await readReactions(store.db, [reactor.name])).get(reactor.name) ?? null;
    return { position: batch.position, reacted: later(reacted, recorded), heldBack };
  }
  const position = (await readCheckpoint(store.db, reactor.name))?.position ?? START;
  return { position, reacted, heldBack: false };
}
