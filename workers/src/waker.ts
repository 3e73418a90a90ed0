import type { EventStore } from '@atelier/event-store';
import { InProcessRunner, type Projection, type Reactor } from '@atelier/projections';
import { wakeProjections, type ProjectionQueue } from './queue.ts';

export interface WakerLog {
  /** When given, each batch the API applies itself is logged like the worker's ('batch applied'). */
  info?(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

const ENQUEUE_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`enqueue timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Production mode, API side: after every commit, wake the projection workers. When Redis
 * cannot take the job, the API catches the projections up itself (the checkpoint lock
 * keeps that safe beside the workers), so clients still read their writes. An unstarted
 * InProcessRunner does that: at most one run per projection plus one follow-up, since a
 * run holds a pooled connection and one run per append would starve the appends.
 * Reactors (ADR 064) are woken by name on the same queue, and run by the fallback too.
 * The returned function stops listening and waits for the API's own runs to commit.
 */
export function wakeWorkersAfterAppend(
  store: EventStore,
  queue: ProjectionQueue,
  projections: readonly Projection[],
  log: WakerLog,
  reactors: readonly Reactor[] = [],
): () => Promise<void> {
  const names = [...projections, ...reactors].map((p) => p.name);
  const fallback = new InProcessRunner(
    store,
    projections,
    (projection, error) => log.warn('in-process catch-up failed', { projection, error: error instanceof Error ? error.message : String(error) }),
    (projection, batch) => log.info?.('batch applied', { projection, ...batch, pid: process.pid, by: 'api' }),
    reactors,
  );
  let failing = false;
  const unsubscribe = store.onAppend(() => {
    withTimeout(wakeProjections(queue, names), ENQUEUE_TIMEOUT_MS).then(
      () => {
        if (!failing) return;
        failing = false;
        log.info?.('projection wake-ups are enqueued again');
      },
      (error: unknown) => {
        // One warning per outage, not one per append.
        if (!failing) {
          failing = true;
          log.warn('could not enqueue projection wake-up; catching up in-process', { error: error instanceof Error ? error.message : String(error) });
        }
        fallback.wake();
      },
    );
  });
  return async () => {
    unsubscribe();
    await fallback.stop();
  };
}
