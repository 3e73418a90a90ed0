import type { Logger } from '../logger.ts';
import type { DemoCatalogue } from '@atelier/contracts';
import { seedDemoCatalogue, type SeedDependencies } from './seed-demo-catalogue.ts';

class SeedingStopped extends Error {}

export interface DemoSeeding {
  /** Settles when the seeding is over (done, failed or stopped). */
  readonly done: Promise<void>;
}

/**
 * Seeds the demo catalogue in the background (docs/product.md#beyond-the-first-specification,
 * "Demo content"): a first start answers at once, and the pages show each piece as it is added
 * (their read models move). Drawing a picture takes a second or two (many more on a busy
 * machine), so once `stopSignal` fires the seeding stops before the next picture is drawn, and
 * drops a picture drawn meanwhile instead of storing it: what was claimed but not added is
 * finished at the next start.
 */
export function startDemoSeeding(deps: SeedDependencies, catalogue: DemoCatalogue, logger: Logger, stopSignal: AbortSignal): DemoSeeding {
  const stopIfAsked = () => {
    if (stopSignal.aborted) throw new SeedingStopped();
  };
  const interruptible: DemoCatalogue = {
    reviews: catalogue.reviews,
    images: catalogue.images.map((image) => ({
      ...image,
      render: async () => {
        stopIfAsked();
        const picture = await image.render();
        stopIfAsked();
        return picture;
      },
    })),
  };
  const started = Date.now();
  const done = seedDemoCatalogue(deps, interruptible).then(
    ({ imageIds, reviewIds }) => {
      if (imageIds.length + reviewIds.length > 0) {
        logger.info('demo catalogue seeded', { images: imageIds.length, reviews: reviewIds.length, ms: Date.now() - started });
      }
    },
    (error: unknown) => {
      // Stopped between pictures, or mid-picture (the image process's work is aborted with the signal).
      if (error instanceof SeedingStopped || stopSignal.aborted) logger.info('demo seeding stopped; it resumes at the next start');
      else logger.error('demo seeding failed; it is retried at the next start', { error: error instanceof Error ? error.message : String(error) });
    },
  );
  return { done };
}
