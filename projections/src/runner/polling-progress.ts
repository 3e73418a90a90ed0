import type { EventStore, Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import type { Reactor } from '../reactor.ts';
import { readCheckpoints } from './checkpoint.ts';
import { caughtUp } from './caught-up.ts';
import { readReactions } from './react.ts';
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
 * 200 commands/s, a loop per command would be thousands of queries a second. A command also
 * waits for the reactors the workers run, and for the read models to hold their reactions (ADR 064).
 */
export class PollingProgress implements ProjectionProgress {
  private waiters: Waiter[] = [];
  private polling = false;

  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly reactors: readonly Pick<Reactor, 'name'>[] = [],
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
    const reactorNames = this.reactors.map((r) => r.name);
    const none = () => new Map<string, Position>();
    try {
      while (this.waiters.length > 0) {
        const [checkpoints, reactions] = await Promise.all([
          readCheckpoints(this.store.db, [...names, ...reactorNames]).catch(none),
          readReactions(this.store.db, reactorNames).catch(none),
        ]);
        const standing = { projections: checkpoints, reactors: checkpoints, reactions };
        const now = Date.now();
        this.waiters = this.waiters.filter((waiter) => {
          const done = caughtUp(waiter.target, names, reactorNames, standing);
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
