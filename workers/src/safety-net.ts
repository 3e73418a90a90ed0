import { SWEEP_JOB, type ProjectionQueue } from './queue.ts';

export const SWEEP_EVERY_MS = 5_000;
const SAFETY_NET_ID = 'projections-safety-net';

/**
 * A repeatable sweep beside the wake-ups: if a wake-up was lost (Redis flushed, an
 * enqueue failed after commit), the read models still catch up within seconds.
 */
export async function scheduleSafetyNet(queue: ProjectionQueue, everyMs = SWEEP_EVERY_MS): Promise<void> {
  await queue.upsertJobScheduler(SAFETY_NET_ID, { every: everyMs }, { name: SWEEP_JOB, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
}

/**
 * The scheduler lives in Redis, so a FLUSHALL or a restart of a Redis without persistence
 * deletes it along with the wake-ups it was meant to make up for. Checks every `everyMs`
 * and schedules it again when it is gone (an existing schedule is left untouched: upserting
 * it again could move its next run). Errors while Redis is away are left to the next check.
 */
export function keepSafetyNetScheduled(
  queue: ProjectionQueue,
  everyMs = SWEEP_EVERY_MS,
  onRescheduled: () => void = () => {},
): () => void {
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      // Bounded: a command issued while the connection is being re-established may wait for it.
      await withTimeout(
        (async () => {
          if (!(await queue.getJobScheduler(SAFETY_NET_ID))) {
            await scheduleSafetyNet(queue, everyMs);
            onRescheduled();
          }
        })(),
        everyMs,
      );
    } catch {
      // Redis unreachable: the next check tries again.
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
