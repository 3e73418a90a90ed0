import { REQUEST_TYPES, type RequestType } from '@atelier/contracts';
import { findRequest, listRequestHistory, listRequests } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { noInput } from '../input/no-input.ts';
import { pathId, pathIndex } from '../input/path-params.ts';
import { toRequestListItem } from '../answers/request.ts';
import { eraseClient } from '../requests/erase-client.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list, privateFile, privateRead } from '../routing/read-routes.ts';

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

  app.get('/', list({ access: 'signed-in', rows: async () => (await listRequests(ctx.store)).map(toRequestListItem) }));

  app.get(
    '/:type/:id/history',
    privateRead({
      access: 'signed-in',
      async answer(c) {
        const key = requestKey(c);
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
        const key = requestKey(c);
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
        const key = requestKey(c);
        const position = await eraseClient(ctx, key, at, metadata);
        return { position, answer: { ...key, erased: true } };
      },
    }),
  );

  return app;
}
