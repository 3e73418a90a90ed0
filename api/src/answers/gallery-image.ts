import { collectionLabel, isCollectionId, mediaUrl, responsiveImage, type GalleryImage, type PublicGalleryItem } from '@atelier/contracts';
import type { GalleryImageRecord, ImageVariantRecord } from '@atelier/domain';

/** What an answer about a gallery image is made of: the domain's record, its stream's version, and the variants made so far. */
export interface GalleryImageFacts {
  image: GalleryImageRecord;
  version: number;
  variants?: readonly ImageVariantRecord[];
}

/** A gallery image as the API answers it, its URLs made from the blob keys the read model or the state holds. */
export function toGalleryImage({ image, version, variants = [] }: GalleryImageFacts): GalleryImage {
  return {
    id: image.imageId,
    title: image.title,
    description: image.description,
    titleEn: image.titleEn,
    descriptionEn: image.descriptionEn,
    category: image.category,
    featured: image.featured,
    visible: image.visible,
    imageUrl: mediaUrl(image.blobKey),
    image: responsiveImage(image, variants),
    createdAt: image.addedAt,
    version,
  };
}

/** What the public sees of a visible image: its collection, and the category as Vestidos, Conceptos, Trajes or Eventos (no version: nobody edits it there). */
export function toPublicGalleryItem(facts: GalleryImageFacts): PublicGalleryItem {
  const { visible: _visible, version: _version, category, ...rest } = toGalleryImage(facts);
  return { ...rest, collection: isCollectionId(category) ? category : null, category: collectionLabel(category) };
}
