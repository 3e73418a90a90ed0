import { START, compareAndSetCheckpoint, comparePositions, positionOfEvent, type Trx, type EventStore, type Position } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';
import { scopeUpTo } from '../sql-projection.ts';
import { BATCH_SIZE, handledBy } from './catch-up.ts';

/**
 * Pages of the events the given projections handle, up to `upTo`, each handed to the
 * projections in order. Other event types are never read.
 */
async function replayPages(store: EventStore, trx: Trx, projections: readonly Projection[], upTo: Position) {
  const types = [...new Set(projections.flatMap((projection) => projection.handles))];
  let position: Position = START;
  for (;;) {
    const page = await store.readAll(position, BATCH_SIZE, trx, types);
    const events = page.filter((event) => comparePositions(positionOfEvent(event), upTo) <= 0);
    for (const projection of projections) {
      const handled = handledBy(projection, events);
      if (handled.length > 0) await projection.apply(trx, handled);
    }
    if (events.length < BATCH_SIZE) return;
    position = positionOfEvent(events.at(-1)!);
  }
}

/**
 * Replays the whole log into every projection inside the caller's transaction (a rebuild
 * readers never see half-done). The caller has put every checkpoint at START and emptied
 * the tables. The log is taken up to its head now: SQL projections fold all of it
 * at once; the others are handed pages of the events they handle. Then every
 * checkpoint moves from START to the head with a compare-and-set (intermediate positions
 * would be visible to nobody). Returns the number of events up to the head.
 */
export async function replayAll(store: EventStore, trx: Trx, projections: readonly Projection[]): Promise<number> {
  const head = await store.headPosition(trx);
  if (comparePositions(head, START) === 0) return 0;
  for (const projection of projections) await projection.applyUpTo?.(trx, head);
  const paged = projections.filter((projection) => !projection.applyUpTo);
  if (paged.length > 0) await replayPages(store, trx, paged, head);
  for (const projection of projections) {
    await compareAndSetCheckpoint(trx, projection.name, START, head, projection.version);
  }
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from events e where ${scopeUpTo(head)}`.execute(trx);
  return Number(rows[0]!.count);
}
