import type { BlobStore } from '@atelier/blobs';
import type { Config } from '@atelier/config';
import type { EventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, InProcessRunner, PollingProgress, imageVariantsProjection, mailOutboxProjection, type ProjectionProgress } from '@atelier/projections';
import { InProcessMailSender, InProcessVariantMaker, allReactors, createProjectionQueue, mailDeliveryDeps, redisConnection, wakeWorkersAfterAppend, type MakeVariants } from '@atelier/workers';
import type { HealthProbe } from '../context.ts';
import type { Logger } from '../logger.ts';
import { LocalStamps, PolledStamps, type ReadModelStamps } from '../page-cache/read-model-stamps.ts';

export interface ProjectionWiring {
  progress: ProjectionProgress;
  /** Where each read model stands, for the page cache. */
  readModels: ReadModelStamps;
  queueHealth: HealthProbe;
  stop(): Promise<void>;
}

/**
 * Embedded: projectors run here, woken after each append, and tell the page cache when a
 * read model moved; image variants are made here too, in the background, whenever the
 * image-variants read model lists new originals (ADR 016), and mail is sent here whenever the mail-outbox read model moves (ADR 045), until `stopSignal` fires;
 * `makeVariants` encodes them elsewhere (the server's image child process, ADR 059); the reactors (ADR 064) run here after the projections, and a command waits for them too.
 * Production: each append wakes the BullMQ workers, and the API follows
 * their checkpoints (commands waiting on them and on the reactors'; the page cache on one shared
 * 250 ms poll); the workers make the image variants, send the mail and run the reactors.
 */
export function wireProjections(
  config: Config,
  store: EventStore,
  blobs: BlobStore,
  logger: Logger,
  stopSignal: AbortSignal | undefined,
  secrets: { sessionSecret: string },
  makeVariants?: MakeVariants,
): ProjectionWiring {
  const reactors = allReactors(store, secrets.sessionSecret);
  if (!config.redisUrl) {
    const readModels = new LocalStamps();
    const variants = new InProcessVariantMaker(store, blobs, logger, stopSignal, makeVariants);
    const delivery = mailDeliveryDeps(config, store, secrets.sessionSecret, logger);
    const sender = new InProcessMailSender(delivery, logger, stopSignal);
    const runner = new InProcessRunner(
      store,
      ALL_PROJECTIONS,
      (projection, error) => logger.error('projection failed', { projection, error }),
      (projection) => {
        readModels.moved(projection);
        if (projection === imageVariantsProjection.name) variants.wake();
        if (projection === mailOutboxProjection.name) sender.wake();
      },
      reactors,
    );
    runner.start();
    // What a crash or a stop left pending is made (and sent) now.
    variants.wake();
    sender.wake();
    const stop = async () => {
      await variants.stop();
      await sender.stop();
      await runner.stop();
      delivery.transport.close();
    };
    return { progress: runner, readModels, queueHealth: async () => 'disabled', stop };
  }
  const queue = createProjectionQueue(redisConnection(config.redisUrl, 'producer'));
  queue.on('error', (error) => logger.warn('queue connection error', { error: error.message }));
  const stopWaking = wakeWorkersAfterAppend(store, queue, ALL_PROJECTIONS, logger, reactors);
  const readModels = new PolledStamps(store.db, (error) => logger.warn('cannot read the checkpoints; public pages stay as they are', { error: String(error) }));
  return {
    progress: new PollingProgress(store, ALL_PROJECTIONS, reactors),
    readModels,
    queueHealth: async () => {
      await queue.getJobCounts('waiting');
      return 'ok';
    },
    async stop() {
      await readModels.close();
      await stopWaking();
      await queue.close();
    },
  };
}
