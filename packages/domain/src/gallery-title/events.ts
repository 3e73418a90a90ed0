import type { DomainEvent } from '../kernel/decider.ts';

export const GALLERY_TITLE_MARKED_DELETED = 'GalleryTitleMarkedDeleted';

export interface GalleryTitleMarkedDeletedData extends Record<string, unknown> {
  /** The title as the admin's delete named it. */
  title: string;
  at: string;
}

/** A title deleted for good: the demo catalogue never adds an image with it again. */
export type GalleryTitleMarkedDeleted = DomainEvent<typeof GALLERY_TITLE_MARKED_DELETED, GalleryTitleMarkedDeletedData>;

export type GalleryTitleEvent = GalleryTitleMarkedDeleted;
