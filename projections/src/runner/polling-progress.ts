import type { EventStore, Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import { readCheckpoints } from './checkpoint.ts';
import { reached } from './position.ts';
import type { ProjectionProgress } from './progress.ts';

const POLL_MS = 10;

/**
 * Production mode: the projectors run in worker processes, so the API learns their
 * progress from the checkpoints table.
 */
export class PollingProgress implements ProjectionProgress {
  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
  ) {}

  async waitFor(target: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const names = this.projections.map((p) => p.name);
    for (;;) {
      const checkpoints = await readCheckpoints(this.store.db, names);
      if (names.every((name) => reached(checkpoints.get(name) ?? null, target))) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
