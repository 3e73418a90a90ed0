import { normaliseGalleryTitle } from './title.ts';

export const GALLERY_TITLE_STREAM_TYPE = 'gallery-title';

/** One stream per normalised title, so marking it is a write to one small stream. */
export const galleryTitleStreamId = (title: string): string => `${GALLERY_TITLE_STREAM_TYPE}-${normaliseGalleryTitle(title)}`;
