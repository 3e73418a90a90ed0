import { comparePositions, type EventStore, type Position } from '@atelier/event-store';
import type { Projection } from '../projection.ts';
import type { Reactor } from '../reactor.ts';
import { catchUp, type BatchSummary } from './catch-up.ts';
import { catchUpTogether } from './catch-up-together.ts';
import { caughtUp } from './caught-up.ts';
import { catchUpReactor } from './react.ts';
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
 * A run catches every projection up together (one transaction per batch for all of them:
 * catch-up-together.ts). A wake-up during a run marks the runner dirty so it runs once more,
 * never twice at once. If a run fails, each projection is caught up on its own, so one
 * failing projection is reported without holding the others back. After the projections, each
 * reactor reacts to what is new (ADR 064); what it appends wakes the runner again, and a
 * waiter is answered once the read models hold the reactions too.
 */
export class InProcessRunner implements ProjectionProgress {
  private readonly positions = new Map<string, Position | null>();
  private readonly reactorPositions = new Map<string, Position | null>();
  private readonly reactions = new Map<string, Position>();
  private running: Promise<void> | null = null;
  private dirty = false;
  private waiters: Waiter[] = [];
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly onError: (projection: string, error: unknown) => void,
    private readonly onBatch?: (projection: string, batch: BatchSummary) => void,
    private readonly reactors: readonly Reactor[] = [],
  ) {}

  start(): void {
    this.unsubscribe = this.store.onAppend(() => this.wake());
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    this.dirty = true;
    this.running ??= this.drain();
  }

  /**
   * Runs while wake-ups keep coming. `running` is cleared in the same tick as the last look
   * at `dirty` (every run awaits first), so no wake-up can fall between the two.
   */
  private async drain(): Promise<void> {
    try {
      while (this.dirty && !this.stopped) {
        this.dirty = false;
        await this.runOnce();
      }
    } finally {
      this.running = null;
    }
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
    await this.running;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  /** Resolves when no run is in flight (for tests and the CLI). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async runOnce(): Promise<void> {
    let heldBack = false;
    try {
      const result = await catchUpTogether(this.store, this.projections, this.onBatch, this.abort.signal);
      for (const [name, position] of result.positions) this.positions.set(name, position);
      heldBack = result.heldBack;
    } catch {
      if (this.stopped) return;
      // Find out which projection fails, and let the others go on: one at a time.
      for (const projection of this.projections) {
        try {
          const onBatch = (batch: BatchSummary) => this.onBatch?.(projection.name, batch);
          const result = await catchUp(this.store, projection, onBatch, this.abort.signal);
          this.positions.set(projection.name, result.position);
          heldBack ||= result.heldBack;
        } catch (error) {
          this.onError(projection.name, error);
        }
      }
    }
    heldBack = (await this.runReactors()) || heldBack;
    this.settleWaiters();
    // A long transaction elsewhere still hides events: nothing else would wake us for them.
    if (heldBack) setTimeout(() => this.wake(), HELD_BACK_RERUN_MS).unref();
  }

  /** Each reactor in turn; one that fails is reported and the others go on. Answers whether events were held back. */
  private async runReactors(): Promise<boolean> {
    let heldBack = false;
    for (const reactor of this.reactors) {
      if (this.stopped) break;
      try {
        const run = await catchUpReactor(this.store, reactor, this.abort.signal);
        this.reactorPositions.set(reactor.name, run.position);
        const known = this.reactions.get(reactor.name) ?? null;
        if (run.reacted && (known === null || comparePositions(run.reacted, known) > 0)) {
          this.reactions.set(reactor.name, run.reacted);
          // Its reactions are new events: the projections run again for them, whether or not
          // an append wakes this runner (the production API's fallback is woken only by failed enqueues).
          this.dirty = true;
        }
        heldBack ||= run.heldBack;
      } catch (error) {
        if (!this.stopped) this.onError(reactor.name, error);
      }
    }
    return heldBack;
  }

  private allReached(target: Position): boolean {
    const standing = { projections: this.positions, reactors: this.reactorPositions, reactions: this.reactions };
    return caughtUp(target, this.projections.map((p) => p.name), this.reactors.map((r) => r.name), standing);
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
