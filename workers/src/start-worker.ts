import type { EventStore } from '@atelier/event-store';
import { catchUp, type Projection } from '@atelier/projections';
import { Worker } from 'bullmq';
import { projectionProcessor } from './processor.ts';
import { PROJECTIONS_QUEUE, createProjectionQueue } from './queue.ts';
import { redisConnection } from './redis.ts';
import { scheduleSafetyNet } from './safety-net.ts';

export interface WorkerLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface RunningWorker {
  isConnected(): boolean;
  close(): Promise<void>;
}

/**
 * Starts one projection worker: a sweep of every projection at boot, the repeatable
 * safety net, then wake-ups from the queue. Several may run at once; each batch locks
 * its projection's checkpoint, so none is applied twice.
 */
export async function startProjectionWorker(
  store: EventStore,
  projections: readonly Projection[],
  redisUrl: string,
  log: WorkerLog,
  options: { concurrency?: number; sweepEveryMs?: number } = {},
): Promise<RunningWorker> {
  const onApplied = (fields: Record<string, unknown>) => log.info('batch applied', { ...fields, pid: process.pid });
  for (const projection of projections) {
    await catchUp(store, projection, (batch) => onApplied({ projection: projection.name, ...batch }));
  }
  const queue = createProjectionQueue(redisConnection(redisUrl, 'producer'));
  queue.on('error', (error) => log.warn('queue connection error', { error: error.message }));
  await scheduleSafetyNet(queue, options.sweepEveryMs).catch((error: unknown) =>
    log.warn('could not schedule the safety net yet', { error: String(error) }),
  );

  let connected = false;
  const worker = new Worker(PROJECTIONS_QUEUE, projectionProcessor(store, projections, onApplied), {
    connection: redisConnection(redisUrl, 'worker'),
    concurrency: options.concurrency ?? projections.length,
  });
  worker.on('ready', () => {
    connected = true;
  });
  worker.on('error', (error) => {
    connected = false;
    log.warn('worker connection error', { error: error.message });
  });
  worker.on('failed', (job, error) => log.error('job failed', { job: job?.name, data: job?.data, error: error.message }));
  await worker.waitUntilReady();
  connected = true;

  return {
    isConnected: () => connected,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
