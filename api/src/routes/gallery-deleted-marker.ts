import { galleryDeletedMarkerSchema } from '@atelier/contracts';
import { galleryTitleStream } from '@atelier/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { queryInput } from '../input/query-input.ts';
import { commandRoute } from '../routing/command-route.ts';

/**
 * POST /api/gallery-deleted-marker?title=: after deleting an image, the admin marks its
 * title deleted for good, so the demo catalogue never adds it again. Marking a title that
 * is already marked changes nothing and answers the same.
 */
export function galleryDeletedMarkerRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: queryInput(galleryDeletedMarkerSchema),
      status: 200,
      plan: ({ input: { title }, at }) => ({
        stream: galleryTitleStream(title),
        command: { type: 'MarkGalleryTitleDeleted' as const, data: { title, at } },
        answer: { title, deleted: true },
      }),
    }),
  );
  return app;
}
