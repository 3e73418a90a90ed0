import type { EventStore } from '@atelier/event-store';
import { catchUp, type Projection } from '@atelier/projections';
import { wakeProjections, type ProjectionQueue } from './queue.ts';

export interface WakerLog {
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
 * keeps that safe beside the workers), so clients still read their writes.
 */
export function wakeWorkersAfterAppend(store: EventStore, queue: ProjectionQueue, projections: readonly Projection[], log: WakerLog): () => void {
  const names = projections.map((p) => p.name);
  return store.onAppend(() => {
    void withTimeout(wakeProjections(queue, names), ENQUEUE_TIMEOUT_MS).catch(async (error: unknown) => {
      log.warn('could not enqueue projection wake-up; catching up in-process', { error });
      for (const projection of projections) {
        await catchUp(store, projection).catch((e: unknown) => log.warn('in-process catch-up failed', { projection: projection.name, error: e }));
      }
    });
  });
}
