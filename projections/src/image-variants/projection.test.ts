import { IMAGE_VARIANTS_STREAM_TYPE, imageVariantsDecider, imageVariantsStreamId, type ImageVariantsMadeData } from '@atelier/domain';
import { START, type EventStore, type Position } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { rebuildProjection } from '../runner/setup.ts';
import { runCommand } from '../testing/seed.ts';
import { snapshotTable } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { imageVariantsProjection } from './projection.ts';
import { pendingVariantKeys, variantsFor } from './queries.ts';

const metadata = { actor: 'user-admin', correlationId: 'c-1', causationId: null };

/** The gallery and review aggregates' events, as their engineers define them (type and blobKey). */
async function added(store: EventStore, type: 'GalleryImageAdded' | 'ReviewAdded', id: number, blobKey: string | null): Promise<Position> {
  const data = type === 'GalleryImageAdded'
    ? { imageId: id, title: `Gown ${id}`, description: null, blobKey, width: 1200, height: 1600, category: 'vestidos', featured: false, visible: true, addedAt: '2026-11-20T10:00:00.000Z' }
    : { reviewId: id, clientName: 'Marta', content: 'Precioso.', rating: 5, featured: true, blobKey, addedAt: '2026-11-20T10:00:00.000Z' };
  const stream = type === 'GalleryImageAdded' ? `gallery-image-${id}` : `review-${id}`;
  return (await store.append(stream, [{ type, data }], { streamType: stream.replace(/-\d+$/, ''), expectedVersion: -1, metadata })).position;
}

async function made(store: EventStore, data: ImageVariantsMadeData): Promise<Position> {
  const stream = { id: imageVariantsStreamId(data.blobKey), type: IMAGE_VARIANTS_STREAM_TYPE };
  return (await runCommand(store, imageVariantsDecider, stream, { type: 'RecordImageVariants', data }, 'system')).position;
}

const twelve: ImageVariantsMadeData = {
  blobKey: 'gallery/12/original.webp',
  width: 1200,
  height: 1600,
  variants: [
    { width: 480, format: 'avif', key: 'gallery/12/w480.avif' },
    { width: 480, format: 'webp', key: 'gallery/12/w480.webp' },
    { width: 960, format: 'avif', key: 'gallery/12/w960.avif' },
    { width: 960, format: 'webp', key: 'gallery/12/w960.webp' },
  ],
};

describeEachStore('image-variants projection', (kind) => {
  const shared = useProjectionStore(kind, [imageVariantsProjection]);
  const table = () => snapshotTable(shared.t.store.db, 'rm_image_variants', ['blob_key']);

  it('lists an added original as pending until its variants are recorded, then serves their blob keys', async () => {
    const { store } = shared.t;
    await added(store, 'GalleryImageAdded', 12, twelve.blobKey);
    await added(store, 'ReviewAdded', 3, 'reviews/3.webp');
    let last = await added(store, 'ReviewAdded', 4, null);
    await catchUpTo(store, imageVariantsProjection, last);
    expect(await pendingVariantKeys(store.db)).toEqual(['gallery/12/original.webp', 'reviews/3.webp']);
    expect(await variantsFor(store.db, [twelve.blobKey])).toEqual(new Map());

    last = await made(store, twelve);
    await catchUpTo(store, imageVariantsProjection, last);
    expect(await pendingVariantKeys(store.db)).toEqual(['reviews/3.webp']);
    expect(await table()).toEqual([
      { blob_key: twelve.blobKey, width: 1200, height: 1600, variants: JSON.stringify(twelve.variants) },
      { blob_key: 'reviews/3.webp', width: null, height: null, variants: null },
    ]);
    const found = await variantsFor(store.db, [twelve.blobKey, 'reviews/3.webp', 'gallery/unknown/original.webp']);
    expect([...found.keys()]).toEqual([twelve.blobKey]);
    expect(found.get(twelve.blobKey)).toEqual([
      { width: 480, format: 'avif', key: 'gallery/12/w480.avif' },
      { width: 480, format: 'webp', key: 'gallery/12/w480.webp' },
      { width: 960, format: 'avif', key: 'gallery/12/w960.avif' },
      { width: 960, format: 'webp', key: 'gallery/12/w960.webp' },
    ]);
  });

  it('an original too narrow for variants is recorded with none, and is no longer pending', async () => {
    const { store } = shared.t;
    const last = await made(store, { blobKey: 'reviews/3.webp', width: 400, height: 400, variants: [] });
    await catchUpTo(store, imageVariantsProjection, last);
    expect(await pendingVariantKeys(store.db)).toEqual([]);
    expect((await variantsFor(store.db, ['reviews/3.webp'])).get('reviews/3.webp')).toEqual([]);
  });

  it('rebuilding from zero gives exactly the incrementally built rows, and so does each batch applied twice', async () => {
    const { store } = shared.t;
    const incremental = await table();
    expect(incremental).toHaveLength(2);
    await rebuildProjection(store, imageVariantsProjection);
    expect(await table()).toEqual(incremental);

    const events = (await store.readAll(START, 1000)).filter((e) => imageVariantsProjection.handles.includes(e.type));
    for (const size of [1, 2, 5]) {
      await store.transaction(async (trx) => {
        await trx.deleteFrom('rm_image_variants').execute();
        for (let i = 0; i < events.length; i += size) {
          await imageVariantsProjection.apply(trx, events.slice(i, i + size));
          await imageVariantsProjection.apply(trx, events.slice(i, i + size));
        }
      });
      expect(await table(), `batches of ${size}`).toEqual(incremental);
    }
  });
});
