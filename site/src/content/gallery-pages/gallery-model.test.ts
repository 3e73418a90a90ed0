import type { CollectionId, PublicGalleryItem } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { altText, collectionCards, coverOf, creationMonth, findProject, itemsOf, parseProjectId } from './gallery-model.ts';
import { readGallery, readReviews } from '../../lib/read-content.ts';
import { shownGalleryItem } from '../../lib/shown-content.ts';

function published(id: number, collection: CollectionId | null, featured = false, createdAt = '2026-03-10T12:00:00.000Z'): PublicGalleryItem {
  const url = `/media/gallery/${id}/original.webp`;
  return {
    id,
    title: `Pieza ${id}`,
    description: null,
    titleEn: null,
    descriptionEn: null,
    collection,
    category: collection,
    featured,
    imageUrl: url,
    image: { url, width: 1200, height: 1600, variants: [] },
    createdAt,
  };
}

const item = (...args: Parameters<typeof published>) => shownGalleryItem(published(...args), 'es');

describe('coverOf', () => {
  it('takes the first featured item', () => {
    expect(coverOf([item(1, 'vestidos'), item(2, 'vestidos', true), item(3, 'vestidos', true)])?.id).toBe(2);
  });
  it('takes the first item when none is featured, and nothing from nothing', () => {
    expect(coverOf([item(4, 'trajes'), item(5, 'trajes')])?.id).toBe(4);
    expect(coverOf([])).toBeUndefined();
  });
});

describe('collectionCards', () => {
  it('keeps the four collections in their order, hides the empty ones, counts the items', () => {
    const items = [item(1, 'eventos'), item(2, 'vestidos'), item(3, 'eventos', true), item(4, null), item(5, 'vestidos')];
    expect(collectionCards(items).map(({ id, cover, count }) => [id, cover.id, count])).toEqual([
      ['vestidos', 2, 2],
      ['eventos', 3, 2],
    ]);
  });
  it('has no card without items', () => {
    expect(collectionCards([item(1, null)])).toEqual([]);
  });
});

describe('itemsOf', () => {
  it('keeps the gallery order of one collection', () => {
    expect(itemsOf([item(3, 'trajes'), item(1, 'vestidos'), item(2, 'trajes')], 'trajes').map((each) => each.id)).toEqual([3, 2]);
  });
});

describe('parseProjectId / findProject', () => {
  it('reads canonical positive integers', () => {
    expect(parseProjectId('1')).toBe(1);
    expect(parseProjectId('907')).toBe(907);
  });
  it.each(['01', '1e0', '0', '-1', '1.0', ' 1', '1/', '', 'abc', '0x1', '99999999999999999999'])('refuses %j', (raw) => {
    expect(parseProjectId(raw)).toBeNull();
  });
  it('refuses a missing segment', () => {
    expect(parseProjectId(undefined)).toBeNull();
  });
  it('finds a visible item only by its canonical id', () => {
    const items = [item(1, 'vestidos'), item(12, 'trajes')];
    expect(findProject(items, '12')?.id).toBe(12);
    expect(findProject(items, '012')).toBeNull();
    expect(findProject(items, '2')).toBeNull();
  });
});

describe('creationMonth', () => {
  it('writes the month and year in es-ES and en-US', () => {
    expect(creationMonth('2026-03-10T12:00:00.000Z', 'es')).toBe('marzo de 2026');
    expect(creationMonth('2026-03-10T12:00:00.000Z', 'en')).toBe('March 2026');
  });
  it('reads the instant in UTC, whatever the server zone', () => {
    expect(creationMonth('2026-03-31T23:30:00.000Z', 'en')).toBe('March 2026');
    expect(creationMonth('2026-04-01T00:00:00.000+02:00', 'es')).toBe('marzo de 2026');
  });
});

describe('altText', () => {
  it('names the item and its collection in the page language', () => {
    expect(altText({ title: 'Aurora', collection: 'vestidos' }, 'es')).toBe('Aurora — Vestidos');
    expect(altText({ title: 'Aurora', collection: 'vestidos' }, 'en')).toBe('Aurora — Gala Dresses');
    expect(altText({ title: 'Boceto', collection: 'conceptos' }, 'en')).toBe('Boceto — Creative Concepts');
    expect(altText({ title: 'Boceto', collection: null }, 'en')).toBe('Boceto');
  });
});

describe('readGallery', () => {
  it('has no content without locals (astro dev)', async () => {
    expect(await readGallery(undefined, 'es')).toEqual({ items: [], failed: false });
  });
  it('passes the visible items through in the words of the page', async () => {
    const items = [{ ...published(1, 'vestidos'), titleEn: 'Piece 1' }, published(2, 'trajes')];
    const english = await readGallery({ gallery: async () => items }, 'en');
    expect(english.items.map((each) => [each.id, each.title, each.titleLang])).toEqual([
      [1, 'Piece 1', 'en'],
      [2, 'Pieza 2', 'es'],
    ]);
    expect((await readGallery({ gallery: async () => items }, 'es')).items.map((each) => each.title)).toEqual(['Pieza 1', 'Pieza 2']);
  });
  it('reports a failed read', async () => {
    expect(await readGallery({ gallery: () => Promise.reject(new Error('read model down')) }, 'en')).toEqual({ items: [], failed: true });
  });
});

describe('readReviews', () => {
  it('has none without locals, and reports a failed read', async () => {
    expect(await readReviews(undefined, 'en')).toEqual({ items: [], failed: false });
    expect(await readReviews({ reviews: () => Promise.reject(new Error('read model down')) }, 'en')).toEqual({ items: [], failed: true });
  });
});
