import { randomBytes } from 'node:crypto';
import type { BlobStore } from '@atelier/blobs';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { imageVariantsProjection, pendingVariantKeys, prepareProjections } from '@atelier/projections';
import type { Job } from 'bullmq';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { projectionProcessor } from '../processor.ts';
import { SWEEP_JOB } from '../queue.ts';
import { redisConnection } from '../redis.ts';
import { describeWithServices, waitUntil } from '../testing/services.ts';
import { createImageVariantQueue, enqueueVariantJobs, type ImageVariantQueue } from './queue.ts';
import { startImageVariantWorker, type RunningVariantWorker } from './start-variant-worker.ts';
import { appendGalleryImage, dyingAtPut, storeOriginal, tempBlobStore, variantEvents } from './testing/originals.ts';

interface Logged {
  message: string;
  fields?: Record<string, unknown>;
}

describeWithServices('image variants in production: the BullMQ job on PostgreSQL and Redis', () => {
  // The shared Redis, under a prefix of this run's own, so nothing else's jobs are touched.
  const prefix = `atelier-test-${randomBytes(4).toString('hex')}`;
  let t: TestStore;
  let temp: Awaited<ReturnType<typeof tempBlobStore>>;
  let queue: ImageVariantQueue;
  let worker: RunningVariantWorker | null = null;
  const logs: Logged[] = [];
  const log = {
    info: (message: string, fields?: Record<string, unknown>) => logs.push({ message, fields }),
    warn: (message: string, fields?: Record<string, unknown>) => logs.push({ message, fields }),
    error: (message: string, fields?: Record<string, unknown>) => logs.push({ message, fields }),
  };
  const start = (blobs: BlobStore) => (worker = startImageVariantWorker(t.store, blobs, process.env.REDIS_URL!, log, { prefix }));
  /** What the projection worker does after each run of a read model (workers/src/main.ts). */
  const sweep = (running: RunningVariantWorker) =>
    projectionProcessor(t.store, [imageVariantsProjection], () => {}, undefined, async (projection) => {
      if (projection === imageVariantsProjection.name) await running.enqueuePending();
    })({ name: SWEEP_JOB, data: {} } as Job<Record<string, never>>);
  const outcomes = (blobKey: string) => logs.filter((l) => l.message === 'image variants' && l.fields?.blobKey === blobKey).map((l) => l.fields?.outcome);

  beforeAll(async () => {
    t = await openTestStore('postgres');
    await prepareProjections(t.store, [imageVariantsProjection]);
    temp = await tempBlobStore();
    queue = createImageVariantQueue(redisConnection(process.env.REDIS_URL!, 'producer'), prefix);
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await t?.cleanup();
    await temp?.cleanup();
  });

  it('a run of the read model enqueues the pending original; the job makes, stores and records its variants', async () => {
    const running = start(temp.blobs);
    await storeOriginal(temp.blobs, 'gallery/1/original.webp', 1000, 800);
    await appendGalleryImage(t.store, 1, 'gallery/1/original.webp');
    await sweep(running);
    await waitUntil('the variants to be recorded', async () => (await variantEvents(t.store, 'gallery/1/original.webp')).length === 1, 30_000);
    const [event] = await variantEvents(t.store, 'gallery/1/original.webp');
    expect(event?.data).toMatchObject({ blobKey: 'gallery/1/original.webp', width: 1000, height: 800 });
    expect(await temp.blobs.get('gallery/1/w960.avif')).toMatchObject({ contentType: 'image/avif' });
    await waitUntil('the job to complete', () => outcomes('gallery/1/original.webp').length === 1, 10_000);
    expect(outcomes('gallery/1/original.webp')).toEqual(['made']);

    // The next run of the read model sees it made: nothing left to enqueue.
    await sweep(running);
    expect(await pendingVariantKeys(t.store.db)).toEqual([]);
  });

  it('the same job done again (redelivered after a crash) appends nothing', async () => {
    start(temp.blobs);
    await enqueueVariantJobs(queue, ['gallery/1/original.webp']);
    await waitUntil('the repeat to complete', () => outcomes('gallery/1/original.webp').length === 2, 30_000);
    expect(outcomes('gallery/1/original.webp')).toEqual(['made', 'already-made']);
    expect(await variantEvents(t.store, 'gallery/1/original.webp')).toHaveLength(1);
  });

  it('a job that dies half-way is retried, and the variants are recorded once', async () => {
    const dying = dyingAtPut(temp.blobs, 3, 'worker died mid-job');
    const running = start(dying);
    await storeOriginal(temp.blobs, 'reviews/7.webp', 1200, 900);
    await appendGalleryImage(t.store, 7, 'reviews/7.webp');
    await sweep(running);
    await waitUntil('the retry to record the variants', () => outcomes('reviews/7.webp').length === 1, 30_000);
    expect(outcomes('reviews/7.webp')).toEqual(['made']);
    expect(logs.filter((l) => l.message === 'image variants failed').map((l) => l.fields)).toEqual([
      { blobKey: 'reviews/7.webp', attempt: 1, error: 'worker died mid-job' },
    ]);
    expect(await variantEvents(t.store, 'reviews/7.webp')).toHaveLength(1);
    expect(await temp.blobs.exists('reviews/7-w960.webp')).toBe(true);
  });

  it('a missing original fails without retries, and stays listed as pending', async () => {
    const running = start(temp.blobs);
    await appendGalleryImage(t.store, 9, 'gallery/9/original.webp');
    await sweep(running);
    await waitUntil('the job to fail', () => logs.some((l) => l.message === 'image variants failed' && l.fields?.blobKey === 'gallery/9/original.webp'), 30_000);
    const failures = logs.filter((l) => l.message === 'image variants failed' && l.fields?.blobKey === 'gallery/9/original.webp');
    expect(failures).toEqual([{ message: 'image variants failed', fields: { blobKey: 'gallery/9/original.webp', attempt: 1, error: expect.stringMatching(/not in the blob store/) } }]);
    expect(await pendingVariantKeys(t.store.db)).toEqual(['gallery/9/original.webp']);
    // Enqueued again by the next sweep, the failed job keeps its id: it does not run again.
    await sweep(running);
    expect(await queue.getJobCounts('waiting', 'active', 'failed')).toEqual({ waiting: 0, active: 0, failed: 1 });
  });
});
