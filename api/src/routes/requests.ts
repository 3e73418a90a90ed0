import { REQUEST_TYPES, type RequestType } from '@atelier/contracts';
import { findRequest, listRequestHistory, listRequests } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { metadataFor } from '../commands/metadata.ts';
import { respondWhenProjected } from '../commands/respond.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { pathId, pathIndex } from '../input/path-params.ts';
import { toRequestListItem } from '../answers/request.ts';
import { eraseClient } from '../requests/erase-client.ts';
import { requireAdmin, requireUser } from '../middleware/auth.ts';

const isRequestType = (value: string): value is RequestType => (REQUEST_TYPES as readonly string[]).includes(value);

/** The request a path names: /:type/:id with a known type and a canonical id. */
function requestKey(c: Context<AppEnv>): { type: RequestType; id: number } {
  const type = c.req.param('type') ?? '';
  if (!isRequestType(type)) throw badRequest('invalidRequestType');
  return { type, id: pathId(c, 'id') };
}

/** /api/requests: the staff's view of orders and concepts, read from the read models only. */
export function requestsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => c.json((await listRequests(ctx.store)).map(toRequestListItem)));

  app.get('/:type/:id/history', async (c) => {
    const key = requestKey(c);
    if (!(await findRequest(ctx.store, key.type, key.id))) throw notFound('requestNotFound');
    return c.json(await listRequestHistory(ctx.store.db, key.type, key.id));
  });

  app.get('/:type/:id/images/:n', async (c) => {
    const key = requestKey(c);
    const index = pathIndex(c, 'n');
    const request = await findRequest(ctx.store, key.type, key.id);
    const blobKey = request?.imageKeys[index];
    const blob = blobKey ? await ctx.blobs.get(blobKey) : null;
    if (!blob) throw notFound('imageNotFound');
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': blob.contentType,
      // Photos of private clients: never kept by shared caches.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  /**
   * GDPR erasure: destroys the request's key; its events stay, its personal data is gone.
   * The client's photos are personal data too: they are deleted once the erasure is recorded
   * (a failed append keeps them, so nothing is lost without the history saying so). A failed
   * delete is an error, not ignored: the admin retries and the erasure is simply recorded again.
   * The calendar events linked to the request are erased with it (erase-client.ts, ADR 028).
   */
  app.post('/:type/:id/erase', requireAdmin, async (c) => {
    const key = requestKey(c);
    const request = await findRequest(ctx.store, key.type, key.id);
    if (!request) throw notFound('requestNotFound');
    const position = await eraseClient(ctx, key, metadataFor(c));
    await Promise.all(request.imageKeys.map((blobKey) => ctx.blobs.delete(blobKey)));
    ctx.logger.info('personal data erased', { ...key, by: c.get('user')?.id });
    return respondWhenProjected(c, ctx, position, { ...key, erased: true }, 200);
  });

  return app;
}
