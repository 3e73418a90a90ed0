import type { RequestType } from '@atelier/contracts';
import { requestStreamId } from '@atelier/domain';
import { findRequest, listRequestHistory, listRequests } from '@atelier/projections';
import { Hono } from 'hono';
import { metadataFor } from '../commands/metadata.ts';
import { respondWhenProjected } from '../commands/respond.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { requireAdmin, requireUser } from '../middleware/auth.ts';


function parseKey(type: string, rawId: string): { type: RequestType; id: number } {
  if (type !== 'dress' && type !== 'concept') throw badRequest('The request type must be dress or concept');
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The request id must be a positive whole number');
  return { type, id };
}

/** /api/requests: the staff's view of orders and concepts, read from the read models only. */
export function requestsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => c.json(await listRequests(ctx.store)));

  app.get('/:type/:id/history', async (c) => {
    const key = parseKey(c.req.param('type'), c.req.param('id'));
    if (!(await findRequest(ctx.store, key.type, key.id))) throw notFound('Request not found');
    return c.json(await listRequestHistory(ctx.store.db, key.type, key.id));
  });

  app.get('/:type/:id/images/:n', async (c) => {
    const key = parseKey(c.req.param('type'), c.req.param('id'));
    const index = Number(c.req.param('n'));
    const request = await findRequest(ctx.store, key.type, key.id);
    const blobKey = Number.isInteger(index) ? request?.imageKeys[index] : undefined;
    const blob = blobKey ? await ctx.blobs.get(blobKey) : null;
    if (!blob) throw notFound('Image not found');
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
   */
  app.post('/:type/:id/erase', requireAdmin, async (c) => {
    const key = parseKey(c.req.param('type'), c.req.param('id'));
    const request = await findRequest(ctx.store, key.type, key.id);
    if (!request) throw notFound('Request not found');
    const result = await ctx.store.eraseSubject(requestStreamId(key.type, key.id), metadataFor(c), ctx.now());
    await Promise.all(request.imageKeys.map((blobKey) => ctx.blobs.delete(blobKey)));
    ctx.logger.info('personal data erased', { ...key, by: c.get('user')?.id });
    return respondWhenProjected(c, ctx, result.position, { ...key, erased: true }, 200);
  });

  return app;
}
