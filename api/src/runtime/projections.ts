import type { Config } from '@atelier/config';
import type { EventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, InProcessRunner, PollingProgress, type ProjectionProgress } from '@atelier/projections';
import { createProjectionQueue, redisConnection, wakeWorkersAfterAppend } from '@atelier/workers';
import type { HealthProbe } from '../context.ts';
import type { Logger } from '../logger.ts';

export interface ProjectionWiring {
  progress: ProjectionProgress;
  queueHealth: HealthProbe;
  stop(): Promise<void>;
}

/**
 * Embedded: projectors run here, woken after each append. Production: each append
 * wakes the BullMQ workers, and the API follows their checkpoints.
 */
export function wireProjections(config: Config, store: EventStore, logger: Logger): ProjectionWiring {
  if (!config.redisUrl) {
    const runner = new InProcessRunner(store, ALL_PROJECTIONS, (projection, error) =>
      logger.error('projection failed', { projection, error }),
    );
    runner.start();
    return { progress: runner, queueHealth: async () => 'disabled', stop: () => runner.stop() };
  }
  const queue = createProjectionQueue(redisConnection(config.redisUrl, 'producer'));
  queue.on('error', (error) => logger.warn('queue connection error', { error: error.message }));
  const stopWaking = wakeWorkersAfterAppend(store, queue, ALL_PROJECTIONS, logger);
  return {
    progress: new PollingProgress(store, ALL_PROJECTIONS),
    queueHealth: async () => {
      await queue.getJobCounts('waiting');
      return 'ok';
    },
    async stop() {
      await stopWaking();
      await queue.close();
    },
  };
}
