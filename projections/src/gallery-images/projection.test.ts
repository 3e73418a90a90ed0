import {
  GALLERY_IMAGE_STREAM_TYPE,
  IMAGE_VARIANTS_STREAM_TYPE,
  galleryImageDecider,
  galleryImageStreamId,
  imageVariantsDecider,
  imageVariantsStreamId,
  type AddGalleryImage,
  type Decider,
  type GalleryImageAdded,
} from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { imageVariantsProjection } from '../image-variants/projection.ts';
import { galleryImagesProjection } from './projection.ts';
import { getPublicGalleryItem, listGalleryImages, listPublicGallery } from './queries.ts';

const at = '2026-11-24T12:00:00.000Z';
const stream = (id: number) => ({ id: galleryImageStreamId(id), type: GALLERY_IMAGE_STREAM_TYPE });
const add = (imageId: number, fields: Partial<AddGalleryImage['data']> = {}): AddGalleryImage => ({
  type: 'AddGalleryImage',
  data: {
    imageId,
    title: `Diseño ${imageId}`,
    description: null,
    titleEn: null,
    descriptionEn: null,
    blobKey: `gallery/${imageId}/original.webp`,
    width: 800,
    height: 1200,
    category: 'vestidos',
    featured: false,
    visible: true,
    addedAt: `2026-11-0${imageId}T10:00:00.000Z`,
    ...fields,
  },
});

/** Appends a GalleryImageAdded as it was stored before English was offered: without titleEn and descriptionEn. */
const spanishOnly: Decider<null, GalleryImageAdded, null> = {
  initialState: null,
  evolve: () => null,
  decide: () => {
    const { titleEn: _t, descriptionEn: _d, ...data } = add(5, { title: 'Vestido antiguo' }).data;
    return [{ type: 'GalleryImageAdded', data }];
  },
};

describeEachStore('gallery-images projection', (kind) => {
  const shared = useProjectionStore(kind, [galleryImagesProjection, imageVariantsProjection]);

  it('fills every column from the domain events, and the queries read them back', async () => {
    const run = incrementally(shared.t.store, galleryImagesProjection);
    await run(galleryImageDecider, stream(1), add(1, { description: 'Seda natural', featured: true }));
    await run(galleryImageDecider, stream(2), add(2, { category: 'general' }));
    await run(galleryImageDecider, stream(3), add(3, { category: 'trajes' }));
    await run(galleryImageDecider, stream(4), add(4, { titleEn: 'Design 4' }));
    await run(galleryImageDecider, stream(2), { type: 'EditGalleryImage', data: { imageId: 2, title: 'Boceto', titleEn: 'Sketch', descriptionEn: 'Pencil', category: 'conceptos', at } });
    await run(galleryImageDecider, stream(3), { type: 'EditGalleryImage', data: { imageId: 3, visible: false, description: 'Lana fría', at } });
    await run(galleryImageDecider, stream(4), { type: 'DeleteGalleryImage', data: { imageId: 4, at } });

    await run(spanishOnly, stream(5), null);

    const all = await listGalleryImages(shared.t.store.db);
    expect(all.map((view) => view.image.imageId)).toEqual([5, 3, 2, 1]);
    expect(all[0]?.image).toMatchObject({ title: 'Vestido antiguo', titleEn: null, descriptionEn: null });
    expect(all[1]).toEqual({
      image: {
        imageId: 3,
        title: 'Diseño 3',
        description: 'Lana fría',
        titleEn: null,
        descriptionEn: null,
        blobKey: 'gallery/3/original.webp',
        width: 800,
        height: 1200,
        category: 'trajes',
        featured: false,
        visible: false,
        addedAt: '2026-11-03T10:00:00.000Z',
      },
      // The stream's version, for an edit's If-Match: the add and the edit's events.
      version: (await shared.t.store.readStream(stream(3).id)).version,
      variants: [],
    });
    expect(all.map((view) => view.version)).toEqual([0, expect.any(Number), 1, 0]);

    const publicItems = await listPublicGallery(shared.t.store.db);
    expect(publicItems.map(({ image }) => [image.imageId, image.category, image.title, image.titleEn, image.descriptionEn])).toEqual([
      [5, 'vestidos', 'Vestido antiguo', null, null],
      [2, 'conceptos', 'Boceto', 'Sketch', 'Pencil'],
      [1, 'vestidos', 'Diseño 1', null, null],
    ]);
    expect(publicItems[2]?.image).toMatchObject({ featured: true, description: 'Seda natural' });
    expect(await getPublicGalleryItem(shared.t.store.db, 1)).toEqual(publicItems[2]);
    for (const hiddenOrGone of [3, 4, 99]) expect(await getPublicGalleryItem(shared.t.store.db, hiddenOrGone)).toBeNull();
  });

  it('joins the variants made so far into each image', async () => {
    const run = incrementally(shared.t.store, galleryImagesProjection);
    await run(galleryImageDecider, stream(7), add(7, { title: 'Con variantes', width: 1600, height: 2400 }));
    const blobKey = 'gallery/7/original.webp';
    const variants = [480, 960].map((width) => ({ width, format: 'avif' as const, key: `gallery/7/w${width}.avif` }));
    const record = incrementally(shared.t.store, imageVariantsProjection);
    await record(imageVariantsDecider, { id: imageVariantsStreamId(blobKey), type: IMAGE_VARIANTS_STREAM_TYPE }, { type: 'RecordImageVariants', data: { blobKey, width: 1600, height: 2400, variants } });
    // Blob keys, not URLs: the API makes those when it answers.
    expect((await getPublicGalleryItem(shared.t.store.db, 7))?.variants).toEqual(variants);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, galleryImagesProjection);
  });
});
