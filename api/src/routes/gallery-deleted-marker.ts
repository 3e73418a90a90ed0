import { galleryDeletedMarkerSchema } from '@atelier/contracts';
import { GALLERY_TITLE_STREAM_TYPE, galleryTitleDecider, galleryTitleStreamId } from '@atelier/domain';
import { Hono } from 'hono';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { queryInput } from '../input/query-input.ts';

/**
 * POST /api/gallery-deleted-marker?title=: after deleting an image, the admin marks its
 * title deleted for good, so the demo catalogue never adds it again (spec §7). Marking a
 * title that is already marked changes nothing and answers the same.
 */
export function galleryDeletedMarkerRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: queryInput(galleryDeletedMarkerSchema),
      status: 200,
      plan({ input }) {
        return {
          decider: galleryTitleDecider,
          streamId: galleryTitleStreamId(input.title),
          streamType: GALLERY_TITLE_STREAM_TYPE,
          command: { type: 'MarkGalleryTitleDeleted' as const, data: { title: input.title, at: ctx.now().toISOString() } },
          answer: { title: input.title, deleted: true },
        };
      },
    }),
  );
  return app;
}
