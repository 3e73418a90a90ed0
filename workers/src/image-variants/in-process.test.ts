import type { BlobStore } from '@atelier/blobs';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { InProcessRunner, imageVariantsProjection, pendingVariantKeys, prepareProjections, variantsFor } from '@atelier/projections';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InProcessVariantMaker, type VariantLog } from './in-process.ts';
import { appendGalleryImage, storeOriginal, tempBlobStore, variantEvents } from './testing/originals.ts';

interface Logged {
  level: 'info' | 'error';
  message: string;
  fields?: Record<string, unknown>;
}

/** The embedded wiring (api/src/runtime/projections.ts): the runner wakes the maker when the read model moves. */
function embedded(store: TestStore['store'], blobs: BlobStore, logs: Logged[]) {
  const log: VariantLog = {
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  };
  const maker = new InProcessVariantMaker(store, blobs, log);
  const runner = new InProcessRunner(store, [imageVariantsProjection], () => {}, (projection) => {
    if (projection === imageVariantsProjection.name) maker.wake();
  });
  return {
    maker,
    runner,
    start() {
      runner.start();
      maker.wake();
    },
    /** Until the runner and the maker have nothing left to do. */
    async settle() {
      for (let i = 0; i < 5; i++) {
        await runner.idle();
        await maker.idle();
      }
    },
    async stop() {
      await maker.stop();
      await runner.stop();
    },
  };
}

describe('InProcessVariantMaker (embedded mode)', () => {
  let t: TestStore;
  let temp: Awaited<ReturnType<typeof tempBlobStore>>;
  let running: ReturnType<typeof embedded> | null = null;
  beforeAll(async () => {
    t = await openTestStore('pglite');
    await prepareProjections(t.store, [imageVariantsProjection]);
    temp = await tempBlobStore();
  });
  afterEach(async () => {
    await running?.stop();
    running = null;
  });
  afterAll(async () => {
    await t?.cleanup();
    await temp?.cleanup();
  });

  it('makes the variants of an added gallery image in the background, and the read model serves them', async () => {
    const logs: Logged[] = [];
    running = embedded(t.store, temp.blobs, logs);
    running.start();
    await storeOriginal(temp.blobs, 'gallery/1/original.webp', 900, 600);
    await appendGalleryImage(t.store, 1, 'gallery/1/original.webp');
    await running.settle();
    expect(await variantEvents(t.store, 'gallery/1/original.webp')).toHaveLength(1);
    expect(await pendingVariantKeys(t.store.db)).toEqual([]);
    expect((await variantsFor(t.store.db, ['gallery/1/original.webp'])).get('gallery/1/original.webp')).toEqual([
      { width: 480, format: 'avif', key: 'gallery/1/w480.avif' },
      { width: 480, format: 'webp', key: 'gallery/1/w480.webp' },
    ]);
    expect(logs).toContainEqual({ level: 'info', message: 'image variants made', fields: { blobKey: 'gallery/1/original.webp' } });
  });

  it('after a crash, a fresh start makes what was left pending, and redoes nothing already made', async () => {
    // Appended while no maker ran (the server died right after the append).
    await storeOriginal(temp.blobs, 'gallery/2/original.webp', 700, 700);
    await appendGalleryImage(t.store, 2, 'gallery/2/original.webp');
    const logs: Logged[] = [];
    running = embedded(t.store, temp.blobs, logs);
    running.start();
    await running.settle();
    expect(await variantEvents(t.store, 'gallery/2/original.webp')).toHaveLength(1);
    expect(await variantEvents(t.store, 'gallery/1/original.webp')).toHaveLength(1);
    expect(logs.map((l) => l.fields?.blobKey)).toEqual(['gallery/2/original.webp']);
  });

  it('reports an original it cannot make, does not retry it in a loop, and goes on with the others', async () => {
    const logs: Logged[] = [];
    running = embedded(t.store, temp.blobs, logs);
    running.start();
    await appendGalleryImage(t.store, 3, 'gallery/3/original.webp'); // never stored
    await storeOriginal(temp.blobs, 'gallery/4/original.webp', 500, 500);
    await appendGalleryImage(t.store, 4, 'gallery/4/original.webp');
    await running.settle();
    expect(await variantEvents(t.store, 'gallery/4/original.webp')).toHaveLength(1);
    expect(await pendingVariantKeys(t.store.db)).toEqual(['gallery/3/original.webp']);
    expect(logs.filter((l) => l.level === 'error')).toEqual([
      { level: 'error', message: 'image variants failed', fields: { blobKey: 'gallery/3/original.webp', error: expect.stringMatching(/not in the blob store/) } },
    ]);
  });
});
