import {
  GALLERY_IMAGE_ADDED,
  GALLERY_IMAGE_DELETED,
  GALLERY_IMAGE_EDITED,
  GALLERY_IMAGE_EVENT_TYPES,
  GALLERY_IMAGE_VISIBILITY_CHANGED,
  type GalleryImageAddedData,
  type GalleryImageDeletedData,
  type GalleryImageEditedData,
  type GalleryImageVisibilityChangedData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { definedOnly } from '../defined-only.ts';
import { javascriptProjection, type RowChange } from '../javascript-projection.ts';
import { galleryImagesTable } from './table.ts';

function fold(event: StoredEvent): RowChange<'rm_gallery_images'> {
  if (event.type === GALLERY_IMAGE_ADDED) {
    const d = event.data as GalleryImageAddedData;
    return {
      insert: {
        image_id: d.imageId,
        title: d.title,
        description: d.description,
        // Images added before English was offered have no English fields.
        title_en: d.titleEn ?? null,
        description_en: d.descriptionEn ?? null,
        blob_key: d.blobKey,
        width: d.width,
        height: d.height,
        category: d.category,
        featured: d.featured,
        visible: d.visible,
        created_at: d.addedAt,
        deleted: false,
      },
    };
  }
  const image = { image_id: (event.data as GalleryImageDeletedData).imageId };
  switch (event.type) {
    case GALLERY_IMAGE_EDITED: {
      const { title, description, titleEn, descriptionEn, category, featured } = event.data as GalleryImageEditedData;
      return { update: image, set: definedOnly({ title, description, title_en: titleEn, description_en: descriptionEn, category, featured }) };
    }
    case GALLERY_IMAGE_VISIBILITY_CHANGED:
      return { update: image, set: { visible: (event.data as GalleryImageVisibilityChangedData).visible } };
    case GALLERY_IMAGE_DELETED:
      return { update: image, set: { deleted: true } };
    default:
      throw new Error(`gallery-images: unexpected event ${event.type}`);
  }
}

/** The admin's and the public gallery's images. */
export const galleryImagesProjection = javascriptProjection({
  name: 'gallery-images',
  why: 'small and curated by the owner: renames and deletes read clearer as code (ADR 011)',
  table: galleryImagesTable,
  handles: GALLERY_IMAGE_EVENT_TYPES,
  streamVersioned: true,
  fold,
});
