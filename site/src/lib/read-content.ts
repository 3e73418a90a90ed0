import type { PublicContent, PublicGalleryItem, Review } from '@atelier/contracts';

/** What a page shows from one read model, or `failed` when it could not be read. */
export interface ContentRead<T> {
  items: readonly T[];
  failed: boolean;
}

/**
 * Reads one read model from the page's locals. Without them (`astro dev`) there is no
 * content; a failed read is reported so the page shows its error state (ADR 020).
 */
async function readContent<T>(load: (() => Promise<readonly T[]>) | undefined): Promise<ContentRead<T>> {
  if (!load) return { items: [], failed: false };
  try {
    return { items: await load(), failed: false };
  } catch {
    return { items: [], failed: true };
  }
}

/** The visible gallery. */
export const readGallery = (content: Pick<PublicContent, 'gallery'> | undefined): Promise<ContentRead<PublicGalleryItem>> => readContent(content?.gallery);

/** Every review (pages pick the featured ones). */
export const readReviews = (content: Pick<PublicContent, 'reviews'> | undefined): Promise<ContentRead<Review>> => readContent(content?.reviews);
