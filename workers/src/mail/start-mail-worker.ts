import { Worker } from 'bullmq';
import { redisConnection } from '../redis.ts';
import type { WorkerLog } from '../start-worker.ts';
import type { DeliveryDeps } from './deliver.ts';
import { mailProcessor } from './processor.ts';
import { MAIL_QUEUE, createMailQueue, enqueueOpenMail } from './queue.ts';

/** How long close() waits for the attempts in progress (with Redis away, BullMQ would wait forever). */
const CLOSE_GRACE_MS = 10_000;

export interface RunningMailWorker {
  /** Enqueues every entry still to send (after each run of the mail-outbox projection, and at every sweep). */
  enqueueOpen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Production: the BullMQ worker of the `mail` queue (ADR 045). Like the variant worker it does
 * not wait for Redis: BullMQ connects when it can, and what is not enqueued meanwhile is
 * enqueued by the next sweep, since the outbox itself is in the database.
 */
export function startMailWorker(deps: DeliveryDeps, redisUrl: string, log: WorkerLog, options: { prefix?: string; concurrency?: number } = {}): RunningMailWorker {
  const prefix = options.prefix ? { prefix: options.prefix } : {};
  const queue = createMailQueue(redisConnection(redisUrl, 'producer'), options.prefix);
  queue.on('error', (error) => log.warn('mail queue connection error', { error: error.message }));
  const worker = new Worker(MAIL_QUEUE, mailProcessor(deps), { connection: redisConnection(redisUrl, 'worker'), concurrency: options.concurrency ?? 2, ...prefix });
  worker.on('error', (error) => log.warn('mail worker connection error', { error: error.message }));
  worker.on('failed', (job, error) => log.error('mail job failed', { outboxId: job?.data.outboxId, error: error.message }));
  const clock = deps.clock ?? (() => new Date());
  return {
    async enqueueOpen() {
      try {
        await enqueueOpenMail(deps.store.db, queue, clock());
      } catch (error) {
        // Redis or the database away: the entries stay in the outbox, and the next sweep enqueues them.
        log.warn('could not enqueue the mail to send', { error: String(error) });
      }
    },
    async close() {
      // An attempt cut off here leaves its entry `sending`; when its lease runs out it is sent again, as the same mail.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
      await Promise.race([Promise.allSettled([worker.close(), queue.close()]), grace]);
      clearTimeout(timer);
      deps.transport.close();
    },
  };
}
