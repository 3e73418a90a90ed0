import { UPLOAD_RULES, reviewCreateSchema, reviewPatchSchema } from '@atelier/contracts';
import { REVIEW_ID_SEQUENCE, reviewPhotoBlobKey, reviewStream } from '@atelier/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathId } from '../input/path-params.ts';
import { addReview, reviewAnswer } from '../reviews/commands.ts';
import { commandRoute } from '../routing/command-route.ts';
import { removeImages, storeUpload } from '../uploads/store-images.ts';

/**
 * POST, PATCH and DELETE on /api/reviews: an admin's. The public list, GET /api/reviews, is
 * served from the page cache (public-gallery.ts, app.ts).
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
      async plan({ input, files, at }) {
        const reviewId = await ctx.store.nextId(REVIEW_ID_SEQUENCE);
        const photo = await storeUpload(ctx.blobs, (extension) => reviewPhotoBlobKey(reviewId, extension), files);
        return {
          stream: reviewStream(reviewId),
          command: addReview(reviewId, input, photo, at),
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
      input: jsonInput(reviewPatchSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: true,
      status: 200,
      plan({ c, input, at }) {
        const reviewId = pathId(c, 'id');
        return { stream: reviewStream(reviewId), command: { type: 'EditReview' as const, data: { reviewId, ...input, at } }, answer: reviewAnswer };
      },
    }),
  );

  app.delete(
    '/:id',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      ifMatch: true,
      status: 200,
      plan({ c, at }) {
        const reviewId = pathId(c, 'id');
        return { stream: reviewStream(reviewId), command: { type: 'DeleteReview' as const, data: { reviewId, at } }, answer: { id: reviewId, deleted: true } };
      },
    }),
  );

  return app;
}
