import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OriginalMissing, makeAndRecordVariants } from './make-and-record.ts';
import { dyingAtPut, storeOriginal, tempBlobStore, variantEvents } from './testing/originals.ts';

describeEachStore('makeAndRecordVariants', (kind) => {
  let t: TestStore;
  let temp: Awaited<ReturnType<typeof tempBlobStore>>;
  beforeAll(async () => {
    t = await openTestStore(kind);
    temp = await tempBlobStore();
  });
  afterAll(async () => {
    await t?.cleanup();
    await temp?.cleanup();
  });

  it('stores each variant beside the original and records them once', async () => {
    await storeOriginal(temp.blobs, 'gallery/1/original.webp', 1000, 700);
    expect(await makeAndRecordVariants(t.store, temp.blobs, 'gallery/1/original.webp')).toBe('made');
    const [event, ...more] = await variantEvents(t.store, 'gallery/1/original.webp');
    expect(more).toEqual([]);
    expect(event?.data).toEqual({
      blobKey: 'gallery/1/original.webp',
      width: 1000,
      height: 700,
      variants: [
        { width: 480, format: 'avif', key: 'gallery/1/w480.avif' },
        { width: 480, format: 'webp', key: 'gallery/1/w480.webp' },
        { width: 960, format: 'avif', key: 'gallery/1/w960.avif' },
        { width: 960, format: 'webp', key: 'gallery/1/w960.webp' },
      ],
    });
    expect(event?.metadata.actor).toBe('system');
    expect(await temp.blobs.get('gallery/1/w960.avif')).toMatchObject({ contentType: 'image/avif' });
    expect(await temp.blobs.get('gallery/1/w480.webp')).toMatchObject({ contentType: 'image/webp' });
  });

  it('done again (a job redone after a crash), appends nothing', async () => {
    expect(await makeAndRecordVariants(t.store, temp.blobs, 'gallery/1/original.webp')).toBe('already-made');
    expect(await variantEvents(t.store, 'gallery/1/original.webp')).toHaveLength(1);
  });

  it('two runs at once record the variants once', async () => {
    await storeOriginal(temp.blobs, 'reviews/2.webp', 600, 600);
    const outcomes = await Promise.all([1, 2].map(() => makeAndRecordVariants(t.store, temp.blobs, 'reviews/2.webp')));
    expect(outcomes.sort()).toEqual(['already-made', 'made']);
    expect(await variantEvents(t.store, 'reviews/2.webp')).toHaveLength(1);
    expect(await temp.blobs.exists('reviews/2-w480.webp')).toBe(true);
  });

  it('a run that died between two blobs leaves no event, and the next run makes them all', async () => {
    await storeOriginal(temp.blobs, 'gallery/3/original.webp', 1700, 1000);
    await expect(makeAndRecordVariants(t.store, dyingAtPut(temp.blobs, 4), 'gallery/3/original.webp')).rejects.toThrow('killed mid-job');
    expect(await variantEvents(t.store, 'gallery/3/original.webp')).toEqual([]);
    expect(await makeAndRecordVariants(t.store, temp.blobs, 'gallery/3/original.webp')).toBe('made');
    const [event] = await variantEvents(t.store, 'gallery/3/original.webp');
    expect((event?.data.variants as unknown[]).length).toBe(6);
    expect(await temp.blobs.exists('gallery/3/w1600.avif')).toBe(true);
  });

  it('an original too narrow for variants is recorded with none', async () => {
    await storeOriginal(temp.blobs, 'site/hero/original.webp', 400, 300);
    expect(await makeAndRecordVariants(t.store, temp.blobs, 'site/hero/original.webp')).toBe('made');
    expect((await variantEvents(t.store, 'site/hero/original.webp'))[0]?.data).toMatchObject({ width: 400, height: 300, variants: [] });
  });

  it('a missing original is an error, and nothing is recorded', async () => {
    await expect(makeAndRecordVariants(t.store, temp.blobs, 'gallery/404/original.webp')).rejects.toBeInstanceOf(OriginalMissing);
    expect(await variantEvents(t.store, 'gallery/404/original.webp')).toEqual([]);
  });
});
