import { compareAndSetCheckpoint, positionOfEvent, type Trx, type EventStore, type Position, type StoredEvent } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import { lockCheckpoint } from './checkpoint.ts';

export const BATCH_SIZE = 500;
/** How long a run keeps retrying while an older open transaction holds events back. */
export const HELD_BACK_PATIENCE_MS = 2000;
export const HELD_BACK_RETRY_MS = 10;

export interface CatchUpResult {
  applied: number;
  position: Position;
  /** Events were still held back when patience ran out: the caller should run again soon. */
  heldBack: boolean;
}

/** One committed batch: how many events, and the global positions they spanned. */
export interface BatchSummary {
  applied: number;
  first: number;
  last: number;
}

/** Told after each committed batch. */
export type BatchListener = (batch: BatchSummary) => void;

const handledTypes = new WeakMap<object, ReadonlySet<string>>();

/**
 * The events of a page the projection handles, in order. Only `type` is looked at, so
 * the lazily decoded `data` of the others is never parsed or decrypted.
 */
export function handledBy(projection: Pick<Projection, 'handles'>, events: readonly StoredEvent[]): StoredEvent[] {
  let types = handledTypes.get(projection);
  if (!types) {
    types = new Set(projection.handles);
    handledTypes.set(projection, types);
  }
  const wanted = types;
  return events.filter((event) => wanted.has(event.type));
}

/** Reads and applies up to BATCH_SIZE events after the locked checkpoint, then moves it. */
async function applyNextBatch(store: EventStore, trx: Trx, projection: Projection) {
  const checkpoint = await lockCheckpoint(trx, projection);
  const events = await store.readAll(checkpoint, BATCH_SIZE, trx);
  const handled = handledBy(projection, events);
  if (handled.length > 0) await projection.apply(trx, handled);
  const last = events.at(-1);
  if (!last) return { applied: 0, position: checkpoint, full: false, first: 0, last: 0 };
  const next: Position = positionOfEvent(last);
  await compareAndSetCheckpoint(trx, projection.name, checkpoint, next, projection.version);
  const span = { first: events[0]?.globalPosition ?? 0, last: last.globalPosition };
  return { applied: events.length, position: next, full: events.length === BATCH_SIZE, ...span };
}

/**
 * Applies batches until the projection has seen every committed event. Each batch is one
 * transaction holding its rows and its checkpoint; the checkpoint row is locked first,
 * so two workers on the same projection take turns instead of applying a batch twice.
 * Events held back by an older open transaction (another projector's batch, say) are
 * waited for briefly: stopping would leave them unseen until the next wake-up.
 * An aborted `signal` stops it between batches (a graceful shutdown need not wait for
 * the whole backlog: the next run resumes from the checkpoint).
 */
export async function catchUp(
  store: EventStore,
  projection: Projection,
  onBatch?: BatchListener,
  signal?: AbortSignal,
): Promise<CatchUpResult> {
  let applied = 0;
  const patience = Date.now() + HELD_BACK_PATIENCE_MS;
  for (;;) {
    const batch = await store.transaction((trx) => applyNextBatch(store, trx, projection));
    applied += batch.applied;
    if (batch.applied > 0) onBatch?.({ applied: batch.applied, first: batch.first, last: batch.last });
    if (signal?.aborted) return { applied, position: batch.position, heldBack: false };
    if (batch.full) continue;
    const heldBack = await store.hasHeldBackEvents(batch.position);
    if (heldBack && Date.now() < patience) {
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_RETRY_MS));
      continue;
    }
    return { applied, position: batch.position, heldBack };
  }
}
