import {
  CATEGORY_CATALOGUE_STREAM_ID,
  CATEGORY_STREAM_TYPE,
  GALLERY_IMAGE_STREAM_TYPE,
  categoryCatalogueDecider,
  galleryImageDecider,
  galleryImageStreamId,
  type AddGalleryImage,
  type CategoryCommand,
} from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { galleryImagesProjection } from '../gallery-images/projection.ts';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { categoriesProjection } from './projection.ts';
import { categoriesInUse, imageIdsInCategory, listCategories } from './queries.ts';

const at = '2026-11-24T12:00:00.000Z';
const catalogue = { id: CATEGORY_CATALOGUE_STREAM_ID, type: CATEGORY_STREAM_TYPE };
const image = (id: number) => ({ id: galleryImageStreamId(id), type: GALLERY_IMAGE_STREAM_TYPE });
const add = (imageId: number, category: string | null, featured = false): AddGalleryImage => ({
  type: 'AddGalleryImage',
  data: { imageId, title: `Diseño ${imageId}`, description: null, titleEn: null, descriptionEn: null, blobKey: `gallery/${imageId}/original.webp`, width: 8, height: 8, category, featured, visible: imageId % 2 === 0, addedAt: at },
});
const create = (name: string): CategoryCommand => ({ type: 'CreateCategory', data: { name, inUse: false, at } });

describeEachStore('categories projection', (kind) => {
  const shared = useProjectionStore(kind, [galleryImagesProjection, categoriesProjection]);

  it('lists the built-in, created and image-carried categories with their counts, and the images without one', async () => {
    const categories = incrementally(shared.t.store, categoriesProjection);
    const images = incrementally(shared.t.store, galleryImagesProjection);
    expect((await listCategories(shared.t.store.db)).version).toBe(-1);
    await images(galleryImageDecider, image(1), add(1, 'vestidos', true));
    await images(galleryImageDecider, image(2), add(2, 'vestidos'));
    await images(galleryImageDecider, image(3), add(3, 'cóctel', true));
    await images(galleryImageDecider, image(4), add(4, null, true));
    await images(galleryImageDecider, image(5), add(5, 'bodas'));
    await images(galleryImageDecider, image(5), { type: 'DeleteGalleryImage', data: { imageId: 5, at } });
    await images(galleryImageDecider, image(6), add(6, 'alta costura', true));
    await categories(categoryCatalogueDecider, catalogue, create('Novias'));
    await categories(categoryCatalogueDecider, catalogue, create('Alta Costura'));
    await categories(categoryCatalogueDecider, catalogue, create('gala'));
    await categories(categoryCatalogueDecider, catalogue, { type: 'RenameCategory', data: { name: 'novias', newName: 'bodas', inUse: false, newNameInUse: false, at } });
    await categories(categoryCatalogueDecider, catalogue, { type: 'DeleteCategory', data: { name: 'gala', inUse: false, at } });
    await categories(categoryCatalogueDecider, catalogue, create('gala'));
    await categories(categoryCatalogueDecider, catalogue, create('Gala Noche'));
    await categories(categoryCatalogueDecider, catalogue, { type: 'DeleteCategory', data: { name: 'GALA NOCHE', inUse: false, at } });
    expect((await listCategories(shared.t.store.db)).version).toBe(7);
    // A name only images carry, deleted (its images stay put here: no gallery commands follow).
    await categories(categoryCatalogueDecider, catalogue, { type: 'DeleteCategory', data: { name: 'cóctel', inUse: true, at } });

    const list = await listCategories(shared.t.store.db);
    expect(list.categories.map((c) => [c.name, c.kind, c.imageCount, c.featuredCount])).toEqual([
      ['vestidos', 'collection', 2, 1],
      ['conceptos', 'collection', 0, 0],
      ['trajes', 'collection', 0, 0],
      ['eventos', 'collection', 0, 0],
      ['general', 'fallback', 0, 0],
      // Her capitals, with the images that carry the name in lowercase.
      ['Alta Costura', 'custom', 1, 1],
      ['bodas', 'custom', 0, 0],
      ['cóctel', 'custom', 1, 1],
      ['gala', 'custom', 0, 0],
    ]);
    expect(list.uncategorised).toEqual({ imageCount: 1, featuredCount: 1 });
    // The one catalogue stream's version, for a rename's or a delete's If-Match.
    expect(list.version).toBe((await shared.t.store.readStream(CATEGORY_CATALOGUE_STREAM_ID)).version);
    expect(list.version).toBe(8);
    expect(await categoriesInUse(shared.t.store.db, ['Cóctel', 'bodas', 'gala', 'vestidos'])).toEqual(new Set(['cóctel', 'vestidos']));
    expect(await imageIdsInCategory(shared.t.store.db, 'Vestidos')).toEqual([1, 2]);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, categoriesProjection);
  });
});
