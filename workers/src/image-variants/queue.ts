import type { Db } from '@atelier/event-store';
import { pendingVariantKeys } from '@atelier/projections';
import { Queue, type ConnectionOptions } from 'bullmq';

export const IMAGE_VARIANTS_QUEUE = 'image-variants';
export const MAKE_VARIANTS_JOB = 'make-variants';

/** Only the original's key: the job reads the original from the blob store. */
export interface MakeVariantsJobData {
  blobKey: string;
}

export type ImageVariantQueue = Queue<MakeVariantsJobData>;

export function createImageVariantQueue(connection: ConnectionOptions, prefix?: string): ImageVariantQueue {
  return new Queue(IMAGE_VARIANTS_QUEUE, { connection, ...(prefix ? { prefix } : {}) });
}

/** A failed job stays (and keeps its id, so it is not enqueued again) for an hour, then the next sweep retries it. */
const FAILED_KEPT_S = 3600;

/**
 * One job per original, its id derived from the key: enqueueing an original whose job is
 * waiting, running or recently failed adds nothing. Three attempts, backing off.
 */
export async function enqueueVariantJobs(queue: ImageVariantQueue, blobKeys: readonly string[]): Promise<void> {
  if (blobKeys.length === 0) return;
  await queue.addBulk(
    blobKeys.map((blobKey) => ({
      name: MAKE_VARIANTS_JOB,
      data: { blobKey },
      opts: {
        jobId: `variants-${blobKey}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: true,
        removeOnFail: { age: FAILED_KEPT_S },
      },
    })),
  );
}

/** Enqueues every original the image-variants read model lists as pending; returns how many. */
export async function enqueuePendingVariants(db: Db, queue: ImageVariantQueue): Promise<number> {
  const pending = await pendingVariantKeys(db, 1000);
  await enqueueVariantJobs(queue, pending);
  return pending.length;
}
