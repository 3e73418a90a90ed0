import type { PublicGalleryItem } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { shownGalleryItem } from '../../lib/shown-content.ts';
import { collectionPageModel, galleryIndexModel, projectPageModel } from './page-models.ts';

const item = (id: number, collection: PublicGalleryItem['collection']): PublicGalleryItem => ({
  id,
  title: `Pieza ${id}`,
  description: null,
  titleEn: `Piece ${id}`,
  descriptionEn: null,
  collection,
  category: null,
  featured: false,
  imageUrl: `/media/${id}.webp`,
  image: { url: `/media/${id}.webp`, width: 600, height: 800, variants: [] },
  createdAt: '2026-03-10T12:00:00.000Z',
});
const content = (items: PublicGalleryItem[]) => ({ gallery: async () => items });
const failing = { gallery: () => Promise.reject(new Error('down')) };

describe('galleryIndexModel', () => {
  it('lists the collections that have items, and says 503 when the gallery cannot be read', async () => {
    expect((await galleryIndexModel(content([item(1, 'trajes')]), 'es')).cards.map((card) => card.id)).toEqual(['trajes']);
    expect(await galleryIndexModel(failing, 'es')).toEqual({ status: 503, cards: [] });
    expect(await galleryIndexModel(undefined, 'es')).toEqual({ status: 200, cards: [] });
  });
});

describe('collectionPageModel', () => {
  it('is not found for an id outside the four, without reading the gallery', async () => {
    expect(await collectionPageModel(failing, 'sombreros', 'es')).toEqual({ kind: 'not-found', status: 404 });
    expect(await collectionPageModel(failing, 'Vestidos', 'es')).toEqual({ kind: 'not-found', status: 404 });
  });
  it('shows the collection, empty or not', async () => {
    const model = await collectionPageModel(content([item(1, 'vestidos'), item(2, 'trajes')]), 'vestidos', 'en');
    expect(model.kind === 'collection' && model.items.map((each) => [each.id, each.title])).toEqual([[1, 'Piece 1']]);
    expect(await collectionPageModel(content([]), 'eventos', 'es')).toEqual({ kind: 'collection', status: 200, id: 'eventos', items: [] });
  });
  it('is unavailable when the gallery cannot be read', async () => {
    expect(await collectionPageModel(failing, 'vestidos', 'es')).toEqual({ kind: 'unavailable', status: 503 });
  });
});

describe('projectPageModel', () => {
  it('finds a visible item, and nothing for unknown or non-canonical ids', async () => {
    const items = [item(3, 'eventos')];
    expect(await projectPageModel(content(items), '3', 'es')).toEqual({ kind: 'project', status: 200, item: shownGalleryItem(items[0]!, 'es') });
    expect(await projectPageModel(content(items), '3', 'en')).toMatchObject({ kind: 'project', item: { title: 'Piece 3', titleLang: 'en', description: null } });
    expect(await projectPageModel(content(items), '03', 'es')).toEqual({ kind: 'not-found', status: 404 });
    expect(await projectPageModel(content(items), '4', 'es')).toEqual({ kind: 'not-found', status: 404 });
    expect(await projectPageModel(undefined, '3', 'es')).toEqual({ kind: 'not-found', status: 404 });
  });
  it('is unavailable when the gallery cannot be read', async () => {
    expect(await projectPageModel(failing, '3', 'es')).toEqual({ kind: 'unavailable', status: 503 });
  });
});
