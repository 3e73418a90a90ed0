import { fittingPhoto } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import type { AppContext, AppEnv, ClientRequest } from '../context.ts';
import { notFound } from '../errors.ts';
import { pathId, pathIndex } from '../input/path-params.ts';
import { herFittings } from '../my-request/fittings.ts';
import { privateFile } from '../routing/read-routes.ts';

/**
 * /api/my-request/fittings: the photos of her fittings that the designer shared, to her
 * session only (mounted inside her page's routes, after their session). An unshared photo, a
 * fitting not on her page and another client's all answer the same 404.
 */
export function myFittingRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/:eventId/photos/:n',
    privateFile({
      access: 'client',
      async file(c: Context<AppEnv>) {
        const request: ClientRequest = c.get('clientRequest')!;
        const eventId = pathId(c, 'eventId');
        const n = pathIndex(c, 'n');
        const hers = (await herFittings(ctx, request)).some((fitting) => fitting.eventId === eventId);
        const photo = hers ? await fittingPhoto(ctx.store.db, eventId, n) : null;
        const blob = photo?.sharedWithClient ? await ctx.blobs.get(photo.key) : null;
        if (!blob) throw notFound('imageNotFound');
        return blob;
      },
    }),
  );

  return app;
}
