import { UPLOAD_RULES, reviewCreateSchema, reviewPatchSchema } from '@atelier/contracts';
import { REVIEW_ID_SEQUENCE, reviewPhotoBlobKey } from '@atelier/domain';
import { Hono } from 'hono';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { addReview, reviewAnswer, reviewStream } from '../gallery/commands.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { removeImages, storeImage } from '../uploads/store-images.ts';
import { editAndDeleteRoutes } from './edit-and-delete.ts';

/**
 * POST, PATCH and DELETE on /api/reviews: an admin's (product decisions). The public list,
 * GET /api/reviews, is served from the page cache (public-gallery.ts, app.ts).
 */
export function reviewRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: multipartInput(reviewCreateSchema, UPLOAD_RULES.reviewPhoto),
      idempotencyScope: 'reviews',
      status: 201,
      async plan({ input, files }) {
        const reviewId = await ctx.store.nextId(REVIEW_ID_SEQUENCE);
        const [file] = files;
        const photo = file ? await storeImage(ctx.blobs, (extension) => reviewPhotoBlobKey(reviewId, extension), new Uint8Array(await file.arrayBuffer())) : null;
        return {
          ...reviewStream(reviewId),
          command: addReview(reviewId, input, photo, ctx.now().toISOString()),
          answer: reviewAnswer,
          discard: () => removeImages(ctx.blobs, photo ? [photo.key] : []),
        };
      },
    }),
  );

  editAndDeleteRoutes(app, ctx, {
    patchSchema: reviewPatchSchema,
    stream: reviewStream,
    edit: (reviewId, patch, at) => ({ type: 'EditReview' as const, data: { reviewId, ...patch, at } }),
    remove: (reviewId, at) => ({ type: 'DeleteReview' as const, data: { reviewId, at } }),
    answer: reviewAnswer,
  });

  return app;
}
