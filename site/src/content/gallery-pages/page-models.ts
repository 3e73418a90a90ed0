import { isCollectionId, type CollectionId, type PublicContent } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts/i18n';
import { collectionCards, findProject, itemsOf, type CollectionCard } from './gallery-model.ts';
import { readGallery } from '../../lib/read-content.ts';
import type { ShownGalleryItem } from '../../lib/shown-content.ts';

type Content = Pick<PublicContent, 'gallery'> | undefined;

/** 503 when the gallery could not be read: the page says so, and the cache does not keep it. */
const UNAVAILABLE = 503;

export interface GalleryIndexModel {
  status: 200 | typeof UNAVAILABLE;
  cards: CollectionCard[];
}

export type CollectionPageModel =
  | { kind: 'collection'; status: 200; id: CollectionId; items: ShownGalleryItem[] }
  | { kind: 'not-found'; status: 404 }
  | { kind: 'unavailable'; status: typeof UNAVAILABLE };

export type ProjectPageModel =
  | { kind: 'project'; status: 200; item: ShownGalleryItem }
  | { kind: 'not-found'; status: 404 }
  | { kind: 'unavailable'; status: typeof UNAVAILABLE };

/** /gallery: the collections with at least one visible item. */
export async function galleryIndexModel(content: Content, lang: Lang): Promise<GalleryIndexModel> {
  const gallery = await readGallery(content, lang);
  return { status: gallery.failed ? UNAVAILABLE : 200, cards: collectionCards(gallery.items) };
}

/** /coleccion/{id}: the collection's visible items; an id that is not one of the four is not found. */
export async function collectionPageModel(content: Content, rawId: string | undefined, lang: Lang): Promise<CollectionPageModel> {
  if (!isCollectionId(rawId)) return { kind: 'not-found', status: 404 };
  const gallery = await readGallery(content, lang);
  if (gallery.failed) return { kind: 'unavailable', status: UNAVAILABLE };
  return { kind: 'collection', status: 200, id: rawId, items: itemsOf(gallery.items, rawId) };
}

/** /proyecto/{id}: a visible item by its canonical id, in the page's words; unknown, hidden or non-canonical ids are not found. */
export async function projectPageModel(content: Content, rawId: string | undefined, lang: Lang): Promise<ProjectPageModel> {
  const gallery = await readGallery(content, lang);
  if (gallery.failed) return { kind: 'unavailable', status: UNAVAILABLE };
  const item = findProject(gallery.items, rawId);
  return item ? { kind: 'project', status: 200, item } : { kind: 'not-found', status: 404 };
}
