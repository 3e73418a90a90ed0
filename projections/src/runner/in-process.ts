import type { EventStore, Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import { catchUp, type BatchSummary } from './catch-up.ts';
import { reached } from './position.ts';
import type { ProjectionProgress } from './progress.ts';

const HELD_BACK_RERUN_MS = 100;

interface Waiter {
  target: Position;
  resolve: (reachedInTime: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Projectors in this process. Embedded mode starts it, so every append wakes it; the
 * production API keeps one unstarted and wakes it only while Redis cannot take wake-ups.
 * A wake-up during a run marks the projection dirty so it runs once more, never twice at
 * once: one run per projection also bounds the database connections it holds.
 */
export class InProcessRunner implements ProjectionProgress {
  private readonly positions = new Map<string, Position | null>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  private waiters: Waiter[] = [];
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly onError: (projection: string, error: unknown) => void,
    private readonly onBatch?: (projection: string, batch: BatchSummary) => void,
  ) {}

  start(): void {
    this.unsubscribe = this.store.onAppend(() => this.wake());
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    for (const projection of this.projections) this.run(projection);
  }

  /** Resolves true once every projection has passed `target`, false after `timeoutMs`. */
  waitFor(target: Position, timeoutMs: number): Promise<boolean> {
    if (this.allReached(target)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Stops reacting to appends and waits for the batches in flight to commit. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.unsubscribe?.();
    await Promise.allSettled([...this.running.values()]);
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  /** Resolves when no run is in flight (for tests and the CLI). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  private run(projection: Projection): void {
    if (this.stopped) return;
    if (this.running.has(projection.name)) {
      this.dirty.add(projection.name);
      return;
    }
    const loop = (async () => {
      do {
        this.dirty.delete(projection.name);
        try {
          const onBatch = (batch: BatchSummary) => this.onBatch?.(projection.name, batch);
          const result = await catchUp(this.store, projection, onBatch, this.abort.signal);
          this.positions.set(projection.name, result.position);
          this.settleWaiters();
          // A long transaction elsewhere still hides events: nothing else would wake us for them.
          if (result.heldBack) setTimeout(() => this.run(projection), HELD_BACK_RERUN_MS).unref();
        } catch (error) {
          this.onError(projection.name, error);
        }
      } while (this.dirty.has(projection.name) && !this.stopped);
    })();
    this.running.set(projection.name, loop);
    void loop.finally(() => this.running.delete(projection.name));
  }

  private allReached(target: Position): boolean {
    return this.projections.every((p) => reached(this.positions.get(p.name) ?? null, target));
  }

  private settleWaiters(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (!this.allReached(waiter.target)) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(true);
      return false;
    });
  }
}
