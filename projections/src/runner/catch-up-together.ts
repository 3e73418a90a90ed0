import { compareAndSetCheckpoint, comparePositions, positionOfEvent, type Trx, type EventStore, type Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import { BATCH_SIZE, HELD_BACK_PATIENCE_MS, HELD_BACK_RETRY_MS, handledBy, type BatchSummary } from './catch-up.ts';
import { lockCheckpoints } from './checkpoint.ts';

export interface TogetherResult {
  /** Each projection's checkpoint after the run. */
  positions: Map<string, Position>;
  /** Events were still held back when patience ran out: the caller should run again soon. */
  heldBack: boolean;
}

/** Told after each committed batch, once per projection that moved. */
export type TogetherBatchListener = (projection: string, batch: BatchSummary) => void;

/** The earliest of the positions: every projection has seen the log up to it. */
function earliest(positions: Iterable<Position>): Position {
  let min: Position | null = null;
  for (const position of positions) if (min === null || comparePositions(position, min) < 0) min = position;
  if (min === null) throw new Error('catchUpTogether needs at least one projection');
  return min;
}

/**
 * One batch for every projection, in ONE transaction: the checkpoints are locked, the log is
 * read once from the earliest of them, and each projection is handed the events past its
 * own checkpoint, which then moves with a compare-and-set.
 */
async function applyNextBatch(store: EventStore, trx: Trx, projections: readonly Projection[], onBatch?: TogetherBatchListener) {
  const positions = await lockCheckpoints(trx, projections);
  const events = await store.readAll(earliest(positions.values()), BATCH_SIZE, trx);
  for (const projection of projections) {
    const from = positions.get(projection.name);
    if (!from) throw new Error(`checkpoint row for ${projection.name} vanished`);
    const unseen = events.filter((event) => comparePositions(positionOfEvent(event), from) > 0);
    const last = unseen.at(-1);
    if (!last) continue;
    const handled = handledBy(projection, unseen);
    if (handled.length > 0) await projection.apply(trx, handled);
    const next = positionOfEvent(last);
    await compareAndSetCheckpoint(trx, projection.name, from, next, projection.version);
    positions.set(projection.name, next);
    onBatch?.(projection.name, { applied: unseen.length, first: unseen[0]!.globalPosition, last: last.globalPosition });
  }
  return { positions, full: events.length === BATCH_SIZE };
}

/**
 * catchUp for several projections at once, as the in-process runner needs after each append:
 * each batch reads the log once and commits every projection's rows and checkpoint together,
 * where separate catch-ups would each lock, read and commit. On PGlite, whose one connection
 * serialises transactions, that is what keeps the projectors from queueing behind appends.
 * The listener hears of a batch only once it has committed.
 */
export async function catchUpTogether(
  store: EventStore,
  projections: readonly Projection[],
  onBatch?: TogetherBatchListener,
  signal?: AbortSignal,
): Promise<TogetherResult> {
  const patience = Date.now() + HELD_BACK_PATIENCE_MS;
  for (;;) {
    const moved: [string, BatchSummary][] = [];
    const batch = await store.transaction((trx) => applyNextBatch(store, trx, projections, (name, summary) => moved.push([name, summary])));
    for (const [name, summary] of moved) onBatch?.(name, summary);
    if (signal?.aborted) return { positions: batch.positions, heldBack: false };
    if (batch.full) continue;
    const heldBack = await store.hasHeldBackEvents(earliest(batch.positions.values()));
    if (heldBack && Date.now() < patience) {
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_RETRY_MS));
      continue;
    }
    return { positions: batch.positions, heldBack };
  }
}
