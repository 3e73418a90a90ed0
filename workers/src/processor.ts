import type { EventStore } from '@atelier/event-store';
import { catchUp, catchUpReactor, type Projection, type Reactor } from '@atelier/projections';
import { UnrecoverableError, type Job } from 'bullmq';
import { CATCH_UP_JOB, SWEEP_JOB, type CatchUpJobData } from './queue.ts';

/** How long one job keeps waiting for held-back events before the safety net takes over. */
const HELD_BACK_LIMIT_MS = 30_000;

export interface BatchLog {
  (fields: { projection: string; applied: number; first: number; last: number }): void;
}

/** Told after each run of a projection, wake-up or sweep (the variant reactor enqueues its jobs there). */
export type AfterRun = (projection: string) => Promise<void>;

/**
 * One named processor for the projections queue: `catch-up` runs one projection or one reactor
 * (ADR 064) by its name, `sweep` (the safety net) runs them all, the reactors after the
 * projections. Both are idempotent: the checkpoint decides, and a reaction repeated does nothing.
 * An aborted `signal` (shutdown) ends a run after its current batch; the rest is left
 * to the next run.
 */
export function projectionProcessor(
  store: EventStore,
  projections: readonly Projection[],
  onApplied: BatchLog,
  signal?: AbortSignal,
  afterRun: AfterRun = async () => {},
  reactors: readonly Reactor[] = [],
) {
  // Events held back by an older open transaction are waited for (catchUp's patience, again
  // and again) rather than left to the next sweep, up to HELD_BACK_LIMIT_MS.
  const run = async (projection: Projection) => {
    const deadline = Date.now() + HELD_BACK_LIMIT_MS;
    let applied = 0;
    for (;;) {
      const result = await catchUp(store, projection, (batch) => onApplied({ projection: projection.name, ...batch }), signal);
      applied += result.applied;
      if (!result.heldBack || signal?.aborted || Date.now() >= deadline) break;
    }
    await afterRun(projection.name);
    return applied;
  };
  const react = async (reactor: Reactor) => {
    const deadline = Date.now() + HELD_BACK_LIMIT_MS;
    for (;;) {
      const result = await catchUpReactor(store, reactor, signal);
      if (!result.heldBack || signal?.aborted || Date.now() >= deadline) return 0;
    }
  };
  return async (job: Job<CatchUpJobData | Record<string, never>>) => {
    if (job.name === SWEEP_JOB) {
      let applied = 0;
      for (const projection of projections) applied += await run(projection);
      for (const reactor of reactors) await react(reactor);
      return { applied };
    }
    if (job.name !== CATCH_UP_JOB) throw new UnrecoverableError(`Unknown job ${job.name}`);
    const name = (job.data as CatchUpJobData).projection;
    const reactor = reactors.find((r) => r.name === name);
    if (reactor) return { applied: await react(reactor) };
    const projection = projections.find((p) => p.name === name);
    if (!projection) throw new UnrecoverableError(`Unknown projection ${name}`);
    return { applied: await run(projection) };
  };
}
