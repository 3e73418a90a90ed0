import type { PublicContent, PublicGalleryItem } from '@atelier/contracts';

/** The visible gallery a page shows, or `failed` when the read model could not be read. */
export interface GalleryRead {
  items: readonly PublicGalleryItem[];
  failed: boolean;
}

/**
 * Reads the visible gallery from the page's locals. Without them (`astro dev`) there is no
 * content; a failed read is reported so the page shows its error state (ADR 020).
 */
export async function readGallery(content: Pick<PublicContent, 'gallery'> | undefined): Promise<GalleryRead> {
  if (!content) return { items: [], failed: false };
  try {
    return { items: await content.gallery(), failed: false };
  } catch {
    return { items: [], failed: true };
  }
}
