import type { BlobStore } from '@atelier/blobs';
import type { EventStore } from '@atelier/event-store';
import { Worker } from 'bullmq';
import { redisConnection } from '../redis.ts';
import type { WorkerLog } from '../start-worker.ts';
import { variantProcessor } from './processor.ts';
import { IMAGE_VARIANTS_QUEUE, createImageVariantQueue, enqueuePendingVariants } from './queue.ts';

/** How long close() waits for the job in progress (with Redis away, BullMQ would wait forever). */
const CLOSE_GRACE_MS = 10_000;

export interface RunningVariantWorker {
  /** Enqueues a job for every pending original (after the image-variants read model moved, and at every sweep). */
  enqueuePending(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Production: the BullMQ worker of the image-variants queue, one job at a time (an AVIF
 * encode already keeps a core busy, and the projections share the machine). It does not wait
 * for Redis: the projection worker's boot sweep runs without it, and BullMQ connects when it can.
 */
export function startImageVariantWorker(
  store: EventStore,
  blobs: BlobStore,
  redisUrl: string,
  log: WorkerLog,
  options: { prefix?: string } = {},
): RunningVariantWorker {
  const prefix = options.prefix ? { prefix: options.prefix } : {};
  const queue = createImageVariantQueue(redisConnection(redisUrl, 'producer'), options.prefix);
  queue.on('error', (error) => log.warn('variant queue connection error', { error: error.message }));
  const worker = new Worker(IMAGE_VARIANTS_QUEUE, variantProcessor(store, blobs), { connection: redisConnection(redisUrl, 'worker'), concurrency: 1, ...prefix });
  worker.on('error', (error) => log.warn('variant worker connection error', { error: error.message }));
  worker.on('active', (job) => log.info('making image variants', { blobKey: job.data.blobKey, attempt: job.attemptsMade + 1 }));
  worker.on('completed', (job, result: { outcome: string }) => log.info('image variants', { blobKey: job.data.blobKey, ...result }));
  worker.on('failed', (job, error) => log.error('image variants failed', { blobKey: job?.data.blobKey, attempt: job?.attemptsMade, error: error.message }));
  return {
    async enqueuePending() {
      try {
        await enqueuePendingVariants(store.db, queue);
      } catch (error) {
        // Redis or the database away: the pending rows stay, and the next sweep enqueues them.
        log.warn('could not enqueue the pending image variants', { error: String(error) });
      }
    },
    async close() {
      // A job cut off here is picked up again as stalled, and records its variants once.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
      await Promise.race([Promise.allSettled([worker.close(), queue.close()]), grace]);
      clearTimeout(timer);
    },
  };
}
