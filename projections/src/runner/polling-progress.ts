import { reached, type EventStore, type Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import { readCheckpoints } from './checkpoint.ts';
import type { ProjectionProgress } from './progress.ts';

const POLL_MS = 10;

interface Waiter {
  target: Position;
  deadline: number;
  resolve: (reachedInTime: boolean) => void;
}

/**
 * Production mode: the projectors run in worker processes, so the API learns their
 * progress from the checkpoints table. One poll loop serves every waiting command: at
 * 200 commands/s, a loop per command would be thousands of queries a second.
 */
export class PollingProgress implements ProjectionProgress {
  private waiters: Waiter[] = [];
  private polling = false;

  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
  ) {}

  waitFor(target: Position, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiters.push({ target, deadline: Date.now() + timeoutMs, resolve });
      if (!this.polling) void this.poll();
    });
  }

  private async poll(): Promise<void> {
    this.polling = true;
    const names = this.projections.map((p) => p.name);
    try {
      while (this.waiters.length > 0) {
        const checkpoints = await readCheckpoints(this.store.db, names).catch(() => new Map<string, Position>());
        const now = Date.now();
        this.waiters = this.waiters.filter((waiter) => {
          const done = names.every((name) => reached(checkpoints.get(name) ?? null, waiter.target));
          if (done || now >= waiter.deadline) waiter.resolve(done);
          return !done && now < waiter.deadline;
        });
        if (this.waiters.length > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } finally {
      this.polling = false;
    }
  }
}
