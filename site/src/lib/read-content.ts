import type { PublicContent } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts/i18n';
import { shownGalleryItem, shownReview, type ShownGalleryItem, type ShownReview } from './shown-content.ts';

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

/** The visible gallery, in the words of a page in `lang`. */
export async function readGallery(content: Pick<PublicContent, 'gallery'> | undefined, lang: Lang): Promise<ContentRead<ShownGalleryItem>> {
  const read = await readContent(content?.gallery);
  return { ...read, items: read.items.map((item) => shownGalleryItem(item, lang)) };
}

/** Every review (pages pick the featured ones), in the words of a page in `lang`. */
export async function readReviews(content: Pick<PublicContent, 'reviews'> | undefined, lang: Lang): Promise<ContentRead<ShownReview>> {
  const read = await readContent(content?.reviews);
  return { ...read, items: read.items.map((review) => shownReview(review, lang)) };
}
