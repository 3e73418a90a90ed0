import type { EventStore } from '@atelier/event-store';
import { catchUp, catchUpReactor, type Projection, type Reactor } from '@atelier/projections';
import { Worker } from 'bullmq';
import { projectionProcessor, type AfterRun } from './processor.ts';
import { PROJECTIONS_QUEUE, createProjectionQueue } from './queue.ts';
import { redisConnection } from './redis.ts';
import { SWEEP_EVERY_MS, keepSafetyNetScheduled, scheduleSafetyNet } from './safety-net.ts';

export interface WorkerLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface RunningWorker {
  /** true while the worker runs and both its Redis connections are up (checked live, so it recovers after an outage). */
  isConnected(): boolean;
  close(): Promise<void>;
}

/** How long close() waits for BullMQ once the last batch has committed. */
const CLOSE_GRACE_MS = 3000;

export class WorkerStartAborted extends Error {
  constructor() {
    super('worker start-up aborted');
    this.name = 'WorkerStartAborted';
  }
}

/**
 * Starts one projection worker: a sweep of every projection (then every reactor, ADR 064) at
 * boot, the repeatable safety net, then wake-ups from the queue. Several may run at once; each batch locks
 * its projection's checkpoint, so none is applied twice.
 *
 * `signal` aborts start-up between projections of the boot sweep (a SIGTERM during the boot
 * sweep): committed batches stay, and the promise rejects with WorkerStartAborted.
 */
export async function startProjectionWorker(
  store: EventStore,
  projections: readonly Projection[],
  redisUrl: string,
  log: WorkerLog,
  options: { concurrency?: number; sweepEveryMs?: number; signal?: AbortSignal; afterRun?: AfterRun; reactors?: readonly Reactor[] } = {},
): Promise<RunningWorker> {
  const onApplied = (fields: Record<string, unknown>) => log.info('batch applied', { ...fields, pid: process.pid });
  for (const projection of projections) {
    if (options.signal?.aborted) throw new WorkerStartAborted();
    await catchUp(store, projection, (batch) => onApplied({ projection: projection.name, ...batch }), options.signal);
    await options.afterRun?.(projection.name);
  }
  const reactors = options.reactors ?? [];
  for (const reactor of reactors) {
    if (options.signal?.aborted) throw new WorkerStartAborted();
    await catchUpReactor(store, reactor, options.signal);
  }
  if (options.signal?.aborted) throw new WorkerStartAborted();
  const sweepEveryMs = options.sweepEveryMs ?? SWEEP_EVERY_MS;
  const queue = createProjectionQueue(redisConnection(redisUrl, 'producer'));
  queue.on('error', (error) => log.warn('queue connection error', { error: error.message }));
  await scheduleSafetyNet(queue, sweepEveryMs).catch((error: unknown) =>
    log.warn('could not schedule the safety net yet', { error: String(error) }),
  );
  // A flushed or restarted Redis loses the scheduler too: put it back when it is gone.
  const stopSafetyNetWatch = keepSafetyNetScheduled(queue, sweepEveryMs, () => log.warn('the safety net was missing from Redis; scheduled it again'));

  // The jobs running here, so close() can wait for their batches without relying on Redis.
  const inFlight = new Set<Promise<unknown>>();
  const shutdown = new AbortController();
  const runJob = projectionProcessor(store, projections, onApplied, shutdown.signal, options.afterRun, reactors);
  const processor: typeof runJob = (job) => {
    const run = runJob(job);
    inFlight.add(run);
    void run.then(
      () => inFlight.delete(run),
      () => inFlight.delete(run),
    );
    return run;
  };
  const worker = new Worker(PROJECTIONS_QUEUE, processor, {
    connection: redisConnection(redisUrl, 'worker'),
    concurrency: options.concurrency ?? projections.length + reactors.length,
  });
  worker.on('error', (error) => log.warn('worker connection error', { error: error.message }));
  worker.on('failed', (job, error) => log.error('job failed', { job: job?.name, data: job?.data, error: error.message }));
  try {
    await worker.waitUntilReady();
  } catch (error) {
    stopSafetyNetWatch();
    await Promise.allSettled([worker.close(), queue.close()]);
    throw error;
  }
  // Worker emits 'ready' once only, and 'error' for job-level failures as well as lost
  // connections, so events cannot tell whether it is connected NOW: ask its clients.
  const [client, blockingClient] = await Promise.all([worker.backend.client, worker.backend.blockingClient]);
  let closing = false;

  return {
    isConnected: () => !closing && worker.isRunning() && client.status === 'ready' && (blockingClient?.status ?? 'ready') === 'ready',
    async close() {
      closing = true;
      shutdown.abort();
      stopSafetyNetWatch();
      // worker.close() stops fetching at once and waits for the active jobs, but with Redis
      // away it also waits for Redis to mark them done, i.e. forever. Wait for our own
      // batches to commit instead, then give BullMQ a moment to finish its bookkeeping: a job
      // left active is picked up again as stalled, and finds nothing left to apply.
      const closed = Promise.allSettled([worker.close(), queue.close()]);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
      await Promise.race([closed, grace]);
      clearTimeout(timer);
    },
  };
}
