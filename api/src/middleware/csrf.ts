import { csrf } from 'hono/csrf';
import type { AppContext } from '../context.ts';

/**
 * Refuses state-changing requests sent by another site. Behind a proxy the request URL
 * is the internal one, so the public origin (PUBLIC_ORIGIN) is accepted too.
 */
export function crossOriginGuard(ctx: AppContext) {
  const publicOrigin = ctx.config.publicOrigin;
  return csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || (publicOrigin !== undefined && origin === publicOrigin),
  });
}
