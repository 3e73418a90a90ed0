import { collectionLabel, isCollectionId, mediaUrl, type GalleryImage, type ImageVariant, type PublicGalleryItem } from '@atelier/contracts';
import type { GalleryImageRecord } from '@atelier/domain';
import { responsiveImage } from './responsive-image.ts';

/**
 * A gallery image as the API answers it, from the domain's record of it (a row or an
 * aggregate's state) and its stream's version (the row's `stream_version`, or the version an edit led to).
 */
export function toGalleryImage(record: GalleryImageRecord, version: number, variants: readonly ImageVariant[] = []): GalleryImage {
  return {
    id: record.imageId,
    title: record.title,
    description: record.description,
    category: record.category,
    featured: record.featured,
    visible: record.visible,
    imageUrl: mediaUrl(record.blobKey),
    image: responsiveImage(record, variants),
    createdAt: record.addedAt,
    version,
  };
}

/** What the public sees of a visible image: its collection, and the category as Vestidos, Conceptos, Trajes or Eventos (no version: nobody edits it there). */
export function toPublicGalleryItem(image: GalleryImage): PublicGalleryItem {
  const { visible: _visible, version: _version, category, ...rest } = image;
  return { ...rest, collection: isCollectionId(category) ? category : null, category: collectionLabel(category) };
}
