import type { PublicContent } from '@atelier/contracts';
import {
  SITE_SETTINGS_READ_MODELS,
  categoriesProjection,
  galleryImagesProjection,
  imageVariantsProjection,
  listPublicGallery,
  listReviews,
  reviewsProjection,
} from '@atelier/projections';
import { toPublicGalleryItem } from '../answers/gallery-image.ts';
import { toReview } from '../answers/review.ts';
import type { AppContext } from '../context.ts';

/**
 * The read models a page rendered on demand may show: its footer's settings (contact details and opening hours), the gallery
 * (with the image variants made so far, and refreshed after every category change) and the
 * reviews. Any of them moving renders the page again (ADR 020).
 */
export const RENDERED_PAGE_READ_MODELS = [
  ...SITE_SETTINGS_READ_MODELS,
  galleryImagesProjection.name,
  imageVariantsProjection.name,
  categoriesProjection.name,
  reviewsProjection.name,
] as const;

/**
 * The read models handed to one render, each read when the page asks. `failed` tells whether
 * a read failed: the page then shows its error state, which is served but not kept.
 */
export function publicContent(ctx: AppContext): { content: PublicContent; failed(): boolean } {
  let failed = false;
  const tracked = <T>(read: () => Promise<T>) => async () => {
    try {
      return await read();
    } catch (error) {
      failed = true;
      ctx.logger.warn('a read model could not be read for a page', { error: String(error) });
      throw error;
    }
  };
  return {
    content: {
      gallery: tracked(async () => (await listPublicGallery(ctx.store.db)).map(toPublicGalleryItem)),
      reviews: tracked(async () => (await listReviews(ctx.store.db)).map(toReview)),
    },
    failed: () => failed,
  };
}
