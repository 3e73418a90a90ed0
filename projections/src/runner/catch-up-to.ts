import { reached, type EventStore, type Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import { catchUp } from './catch-up.ts';

/**
 * Catches the projection up until its checkpoint has passed `target` (the position an append
 * returned), bounded by `timeoutMs`. Any older open transaction on the PostgreSQL server (in
 * another database too) holds new events back from readAll, so one catch-up right after an
 * append may not see them yet.
 */
export async function catchUpTo(store: EventStore, projection: Projection, target: Position, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { position } = await catchUp(store, projection);
    if (reached(position, target)) return;
    if (Date.now() > deadline) throw new Error(`catchUpTo: ${projection.name} did not reach the target before the timeout`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
