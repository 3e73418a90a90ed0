import { SWEEP_JOB, type ProjectionQueue } from './queue.ts';

export const SWEEP_EVERY_MS = 5_000;

/**
 * A repeatable sweep beside the wake-ups: if a wake-up was lost (Redis flushed, an
 * enqueue failed after commit), the read models still catch up within seconds.
 */
export async function scheduleSafetyNet(queue: ProjectionQueue, everyMs = SWEEP_EVERY_MS): Promise<void> {
  await queue.upsertJobScheduler('projections-safety-net', { every: everyMs }, { name: SWEEP_JOB, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
}
