import { COLLECTION_IDS, COLLECTION_TEXT, type CollectionId } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts/i18n';
import type { ShownGalleryItem } from '../../lib/shown-content.ts';

/** A collection as the collections index shows it: only collections with at least one visible item. */
export interface CollectionCard {
  id: CollectionId;
  cover: ShownGalleryItem;
  count: number;
}

/** A collection's cover: its first featured item, else its first item (docs/product.md#collections-and-projects). */
export function coverOf(items: readonly ShownGalleryItem[]): ShownGalleryItem | undefined {
  return items.find((item) => item.featured) ?? items[0];
}

/** The visible items of one collection, in the gallery's order. */
export function itemsOf(items: readonly ShownGalleryItem[], id: CollectionId): ShownGalleryItem[] {
  return items.filter((item) => item.collection === id);
}

/** The four collections in their fixed order, without those that have no visible item. */
export function collectionCards(items: readonly ShownGalleryItem[]): CollectionCard[] {
  return COLLECTION_IDS.flatMap((id) => {
    const own = itemsOf(items, id);
    const cover = coverOf(own);
    return cover ? [{ id, cover, count: own.length }] : [];
  });
}

/** Ids are the canonical decimal form of a positive integer: `7`, never `07`, `7.0` or `1e0`. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/** The project id of a `/proyecto/{id}` path segment, or null when it is not a canonical id. */
export function parseProjectId(raw: string | undefined): number | null {
  if (raw === undefined || !CANONICAL_ID.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The visible item a `/proyecto/{id}` segment names, or null (unknown, hidden or non-canonical id). */
export function findProject(items: readonly ShownGalleryItem[], raw: string | undefined): ShownGalleryItem | null {
  const id = parseProjectId(raw);
  return id === null ? null : (items.find((item) => item.id === id) ?? null);
}

const LOCALES: Record<Lang, string> = { es: 'es-ES', en: 'en-US' };

/**
 * The month and year an item was created, in the page's language: `marzo de 2026`, `March 2026`.
 * In UTC, so every server renders the same words for the same instant.
 */
export function creationMonth(createdAt: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(createdAt));
}

/** The collection's name in `lang`, or null for an item outside the four collections. */
export function collectionTitle(collection: CollectionId | null, lang: Lang): string | null {
  return collection ? COLLECTION_TEXT[collection][lang].title : null;
}

/** An image's alt text in the page's language: the item's title and, when it has one, its collection. */
export function altText(item: Pick<ShownGalleryItem, 'title' | 'collection'>, lang: Lang): string {
  const collection = collectionTitle(item.collection, lang);
  return collection ? `${item.title} — ${collection}` : item.title;
}
