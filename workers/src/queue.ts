import { Queue, type ConnectionOptions } from 'bullmq';

export const PROJECTIONS_QUEUE = 'projections';
export const CATCH_UP_JOB = 'catch-up';
export const SWEEP_JOB = 'sweep';

/** A job is only a wake-up: the projection's name, never event data. */
export interface CatchUpJobData {
  projection: string;
}

export type ProjectionQueue = Queue<CatchUpJobData | Record<string, never>>;

export function createProjectionQueue(connection: ConnectionOptions): ProjectionQueue {
  return new Queue(PROJECTIONS_QUEUE, { connection });
}

/**
 * Enqueues a catch-up per projection. Deduplicated per projection, keeping one follow-up
 * while a run is active, so a burst of appends costs at most one extra run and an append
 * during a run is never lost.
 */
export async function wakeProjections(queue: ProjectionQueue, names: readonly string[]): Promise<void> {
  await queue.addBulk(
    names.map((projection) => ({
      name: CATCH_UP_JOB,
      data: { projection },
      opts: {
        deduplication: { id: `catch-up:${projection}`, keepLastIfActive: true },
        removeOnComplete: true,
        removeOnFail: 100,
      },
    })),
  );
}
