import type { EventStore } from '@atelier/event-store';
import { catchUp, type Projection } from '@atelier/projections';
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
 * The API's own catch-up while Redis cannot take wake-ups. At most one run per projection
 * at a time plus one follow-up: a run holds a pooled connection while it waits for the
 * checkpoint lock, so one run per append would starve the appends themselves of
 * connections under load.
 */
class InProcessFallback {
  private readonly running = new Set<string>();
  private readonly dirty = new Set<string>();

  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly log: WakerLog,
  ) {}

  runAll(): void {
    for (const projection of this.projections) this.run(projection);
  }

  private run(projection: Projection): void {
    if (this.running.has(projection.name)) {
      this.dirty.add(projection.name);
      return;
    }
    this.running.add(projection.name);
    void (async () => {
      try {
        do {
          this.dirty.delete(projection.name);
          await catchUp(this.store, projection, (batch) =>
            this.log.info?.('batch applied', { projection: projection.name, ...batch, pid: process.pid, by: 'api' }),
          ).catch((error: unknown) =>
            this.log.warn('in-process catch-up failed', { projection: projection.name, error: error instanceof Error ? error.message : String(error) }),
          );
        } while (this.dirty.has(projection.name));
      } finally {
        this.running.delete(projection.name);
      }
    })();
  }
}

/**
 * Production mode, API side: after every commit, wake the projection workers. When Redis
 * cannot take the job, the API catches the projections up itself (the checkpoint lock
 * keeps that safe beside the workers), so clients still read their writes.
 */
export function wakeWorkersAfterAppend(store: EventStore, queue: ProjectionQueue, projections: readonly Projection[], log: WakerLog): () => void {
  const names = projections.map((p) => p.name);
  const fallback = new InProcessFallback(store, projections, log);
  let failing = false;
  return store.onAppend(() => {
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
        fallback.runAll();
      },
    );
  });
}
