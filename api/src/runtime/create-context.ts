import { DEMO_CATALOGUE } from '@atelier/art';
import { createBlobStore } from '@atelier/blobs';
import { ensurePrivateDir, resolvePiiMasterKeys, resolveSessionSecret, type Config } from '@atelier/config';
import { createPlainTables, openEventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
import { openMailOutbox } from '@atelier/workers';
import { scryptHasher } from '../auth/password.ts';
import type { AppContext } from '../context.ts';
import { openEarlierCommissions } from '../commissions/open-earlier-commissions.ts';
import { startDemoSeeding } from '../demo/start-demo-seeding.ts';
import type { Logger } from '../logger.ts';
import { ImageProcess } from './image-process.ts';
import { wireProjections } from './projections.ts';

/** Read your writes (docs/product.md#api): answer within 2 s, else 202 with the position. */
const READ_YOUR_WRITES_MS = 2000;

export interface Runtime {
  ctx: AppContext;
  /**
   * Tells the background work (image variants, demo seeding) to stop at its next safe point;
   * what it leaves is done at the next start (docs/decisions/039-test-lanes-and-safe-stops.md).
   */
  stopBackgroundWork(): void;
  /** Stops the background work, waits for it to reach its safe point, then closes the stores. */
  close(): Promise<void>;
}

/** Opens every backing service the config names and wires them into one AppContext. */
export async function createRuntime(config: Config, logger: Logger, siteDir: string | null): Promise<Runtime> {
  // DATA_DIR holds secrets, the embedded database and blobs: only the app's user may enter it.
  await ensurePrivateDir(config.paths.dataDir);
  const sessionSecret = await resolveSessionSecret(config);
  const keys = await resolvePiiMasterKeys(config);
  if (keys.previousMasterKey !== undefined) {
    logger.warn('PII_MASTER_KEY_PREVIOUS is set: run `pnpm keys:rotate`, then remove it');
  }
  const store = await openEventStore({ databaseUrl: config.databaseUrl, dataDir: config.paths.pglite, ...keys });
  try {
    const blobs = createBlobStore(config);
    await blobs.ensureReady();
    await createPlainTables(store.db);
    const reset = await prepareProjections(store, ALL_PROJECTIONS);
    if (reset.length > 0) logger.info('read models replayed from the first event', { projections: reset });
    // Commissions approved before they had their own opening get it, once (ADR 065).
    await openEarlierCommissions(store);
    // From the first start with mail on, events make mail (ADR 045); what came before makes none.
    await openMailOutbox(store, new Date());
    const background = new AbortController();
    // Pictures are drawn and encoded in a child process at a lower priority, so a first start
    // answers its pages at full speed while it seeds (ADR 059).
    const images = new ImageProcess();
    const projections = wireProjections(config, store, blobs, logger, background.signal, { sessionSecret }, (original, signal) => images.makeVariants(original, signal));
    const ctx: AppContext = {
      config,
      sessionSecret,
      store,
      blobs,
      progress: projections.progress,
      readModels: projections.readModels,
      readYourWritesMs: READ_YOUR_WRITES_MS,
      logger,
      queueHealth: projections.queueHealth,
      passwords: scryptHasher(),
      now: () => new Date(),
      siteDir,
    };
    // Demo content (docs/product.md#beyond-the-first-specification): a first start shows a real-looking site (DEMO_CONTENT).
    const catalogue = { ...DEMO_CATALOGUE, images: DEMO_CATALOGUE.images.map((image, index) => ({ ...image, render: () => images.drawDemoPicture(index, background.signal) })) };
    const seeding = config.demoContent ? startDemoSeeding({ store, blobs, now: ctx.now }, catalogue, logger, background.signal) : null;
    return {
      ctx,
      stopBackgroundWork: () => background.abort(),
      async close() {
        background.abort();
        await seeding?.done;
        await projections.stop();
        images.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
