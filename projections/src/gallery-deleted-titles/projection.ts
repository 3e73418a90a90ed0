import { GALLERY_TITLE_MARKED_DELETED, normaliseGalleryTitle, type GalleryTitleMarkedDeletedData } from '@atelier/domain';
import { javascriptProjection } from '../javascript-projection.ts';
import { galleryDeletedTitlesTable } from './table.ts';

/**
 * The deleted-title markers: the titles the demo catalogue never brings back. A title is
 * marked once (its decider records no second marker), so the first row stays.
 */
export const galleryDeletedTitlesProjection = javascriptProjection({
  name: 'gallery-deleted-titles',
  why: 'a few titles, one per image the owner deleted (ADR 011)',
  table: galleryDeletedTitlesTable,
  handles: [GALLERY_TITLE_MARKED_DELETED],
  fold(event) {
    const { title, at } = event.data as GalleryTitleMarkedDeletedData;
    return { insert: { title_key: normaliseGalleryTitle(title), title, marked_at: at } };
  },
});
