import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv, ClientRequest } from '../context.ts';
import { readClientCookie } from './client-cookie.ts';
import { streamOfClientSession } from './client-sessions.ts';

/**
 * The request her cookie's session shows, if it is live and the request is not erased; null
 * otherwise. Read from the read model, so the session's stream can only name a real request.
 */
async function clientRequestOf(ctx: Pick<AppContext, 'store' | 'now'>, sessionId: string | undefined): Promise<ClientRequest | null> {
  if (!sessionId) return null;
  const streamId = await streamOfClientSession(ctx.store.db, sessionId, ctx.now());
  if (!streamId) return null;
  const row = await ctx.store.db
    .selectFrom('rm_requests')
    .select(['request_type', 'request_id'])
    .where('stream_id', '=', streamId)
    .where('erased', '=', false)
    .executeTakeFirst();
  return row ? { streamId, type: row.request_type, id: row.request_id } : null;
}

/** Sets `clientRequest` for her page's routes (access 'client' in routing/custom-route.ts). */
export function clientSession(ctx: Pick<AppContext, 'store' | 'now'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('clientRequest', await clientRequestOf(ctx, readClientCookie(c)));
    await next();
  });
}
