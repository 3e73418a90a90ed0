import { requestStreamId } from '@atelier/domain';
import { clientIdsOfRequests, findRequest, listRequestHistory, listRequests, unreadCounts } from '@atelier/projections';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { noInput } from '../input/no-input.ts';
import { pathIndex } from '../input/path-params.ts';
import { toRequestListItem } from '../answers/request.ts';
import { eraseClient } from '../requests/erase-client.ts';
import { requestKeyOf } from '../requests/path-key.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list, privateFile, privateRead } from '../routing/read-routes.ts';

/** /api/requests: the staff's view of orders and concepts, read from the read models only. */
export function requestsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    list({
      access: 'signed-in',
      async rows() {
        const [views, unread, clients] = await Promise.all([listRequests(ctx.store), unreadCounts(ctx.store.db), clientIdsOfRequests(ctx.store.db)]);
        return views.map((view) => ({
          ...toRequestListItem(view, unread.byStream.get(requestStreamId(view.type, view.id)) ?? 0),
          clientId: clients.get(`${view.type}-${view.id}`) ?? null,
        }));
      },
    }),
  );

  app.get(
    '/:type/:id/history',
    privateRead({
      access: 'signed-in',
      async answer(c) {
        const key = requestKeyOf(c);
        if (!(await findRequest(ctx.store, key.type, key.id))) throw notFound('requestNotFound');
        return listRequestHistory(ctx.store.db, key.type, key.id);
      },
    }),
  );

  app.get(
    '/:type/:id/images/:n',
    privateFile({
      access: 'signed-in',
      async file(c) {
        const key = requestKeyOf(c);
        const index = pathIndex(c, 'n');
        const blobKey = (await findRequest(ctx.store, key.type, key.id))?.imageKeys[index];
        const blob = blobKey ? await ctx.blobs.get(blobKey) : null;
        if (!blob) throw notFound('imageNotFound');
        return blob;
      },
    }),
  );

  /** GDPR erasure of the client's personal data, her photos and her calendar events (requests/erase-client.ts). */
  app.post(
    '/:type/:id/erase',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      status: 200,
      async write({ c, at, metadata }) {
        const key = requestKeyOf(c);
        const position = await eraseClient(ctx, key, at, metadata);
        return { position, answer: { ...key, erased: true } };
      },
    }),
  );

  return app;
}
