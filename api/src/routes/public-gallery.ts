import { categoriesProjection, galleryImagesProjection, imageVariantsProjection, listPublicGallery, listReviews, reviewsProjection } from '@atelier/projections';
import { toPublicGalleryItem } from '../answers/gallery-image.ts';
import { toReview } from '../answers/review.ts';
import type { AppContext } from '../context.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';
import { publicJson } from '../page-cache/public-json.ts';

/**
 * GET /api/public-gallery: the visible gallery items, newest first, with their image variants,
 * from the page cache; refreshed after every category change too (docs/product.md#api).
 */
export function publicGalleryAnswer(ctx: AppContext): PublicAnswer {
  return publicJson([galleryImagesProjection.name, imageVariantsProjection.name, categoriesProjection.name], async () => (await listPublicGallery(ctx.store.db)).map(toPublicGalleryItem));
}

/** GET /api/reviews: every review, newest first (the home page shows the featured ones), from the page cache. */
export function reviewsAnswer(ctx: AppContext): PublicAnswer {
  return publicJson([reviewsProjection.name], async () => (await listReviews(ctx.store.db)).map(toReview));
}
