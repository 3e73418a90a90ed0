import { UPLOAD_RULES, reviewCreateSchema, reviewPatchSchema } from '@atelier/contracts';
import { REVIEW_ID_SEQUENCE, reviewPhotoBlobKey } from '@atelier/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { addReview, reviewAnswer, reviewStream } from '../gallery/commands.ts';
import { jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { pathId } from '../input/path-params.ts';
import { queryInput } from '../input/query-input.ts';
import { removeImages, storeImage } from '../uploads/store-images.ts';

const MAX_PATCH_BYTES = 32 * 1024;

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

  app.patch(
    '/:id',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(reviewPatchSchema, MAX_PATCH_BYTES),
      status: 200,
      plan({ c, input }) {
        const reviewId = pathId(c, 'id');
        return {
          ...reviewStream(reviewId),
          command: { type: 'EditReview' as const, data: { reviewId, ...input, at: ctx.now().toISOString() } },
          answer: reviewAnswer,
        };
      },
    }),
  );

  app.delete(
    '/:id',
    commandRoute(ctx, {
      access: 'admin',
      input: queryInput(v.object({})),
      status: 200,
      plan({ c }) {
        const reviewId = pathId(c, 'id');
        return {
          ...reviewStream(reviewId),
          command: { type: 'DeleteReview' as const, data: { reviewId, at: ctx.now().toISOString() } },
          answer: { id: reviewId, deleted: true },
        };
      },
    }),
  );

  return app;
}
