import type { DomainEvent } from '../kernel/decider.ts';

export const GALLERY_IMAGE_ADDED = 'GalleryImageAdded';
export const GALLERY_IMAGE_EDITED = 'GalleryImageEdited';
export const GALLERY_IMAGE_VISIBILITY_CHANGED = 'GalleryImageVisibilityChanged';
export const GALLERY_IMAGE_DELETED = 'GalleryImageDeleted';

/** The fields of a gallery image an edit may change (visibility has its own event). */
export const GALLERY_IMAGE_EDITABLE = ['title', 'description', 'titleEn', 'descriptionEn', 'category', 'featured'] as const;

export interface GalleryImageAddedData extends Record<string, unknown> {
  imageId: number;
  title: string;
  description: string | null;
  /**
   * The English title and description, null when not written (English pages then show the
   * Spanish). Absent from the images added before English was offered: read as null.
   */
  titleEn?: string | null;
  descriptionEn?: string | null;
  /** The re-encoded original in the blob store (`gallery/{id}/original.webp`). */
  blobKey: string;
  /** Size of the re-encoded original, so pages reserve its space before it loads. */
  width: number;
  height: number;
  /** Lowercase category name; 'general' unless one was chosen, null for none. */
  category: string | null;
  featured: boolean;
  visible: boolean;
  addedAt: string;
}

/** Only the fields that changed are present. */
export interface GalleryImageEditedData extends Record<string, unknown> {
  imageId: number;
  title?: string;
  description?: string | null;
  titleEn?: string | null;
  descriptionEn?: string | null;
  category?: string | null;
  featured?: boolean;
  at: string;
}

export interface GalleryImageVisibilityChangedData extends Record<string, unknown> {
  imageId: number;
  visible: boolean;
  at: string;
}

export interface GalleryImageDeletedData extends Record<string, unknown> {
  imageId: number;
  at: string;
}

/**
 * The image with every field, the English ones null when never written: what adding one
 * carries, what its events leave (the decider's state) and what the API answers a change with.
 */
export interface GalleryImageRecord extends GalleryImageAddedData {
  titleEn: string | null;
  descriptionEn: string | null;
}

export type GalleryImageAdded = DomainEvent<typeof GALLERY_IMAGE_ADDED, GalleryImageAddedData>;
export type GalleryImageEdited = DomainEvent<typeof GALLERY_IMAGE_EDITED, GalleryImageEditedData>;
export type GalleryImageVisibilityChanged = DomainEvent<typeof GALLERY_IMAGE_VISIBILITY_CHANGED, GalleryImageVisibilityChangedData>;
export type GalleryImageDeleted = DomainEvent<typeof GALLERY_IMAGE_DELETED, GalleryImageDeletedData>;

export type GalleryImageEvent = GalleryImageAdded | GalleryImageEdited | GalleryImageVisibilityChanged | GalleryImageDeleted;

/** Every gallery image event type, for the read models that follow them. */
export const GALLERY_IMAGE_EVENT_TYPES = [
  GALLERY_IMAGE_ADDED,
  GALLERY_IMAGE_EDITED,
  GALLERY_IMAGE_VISIBILITY_CHANGED,
  GALLERY_IMAGE_DELETED,
] as const;
