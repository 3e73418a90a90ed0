import { SIGNED_IN_HINT_COOKIE } from '@atelier/contracts';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '../context.ts';
import { ABSOLUTE_TIMEOUT_MS } from '../sessions/db-session-store.ts';

/**
 * Keeps the signed-in hint cookie (not HttpOnly, readable by the static pages' header
 * script) in step with the request's outcome: login, logout, an expired session. It is only
 * sent when it has to change.
 */
export function signedInHint(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const signedIn = c.get('user') !== null;
    const hinted = getCookie(c, SIGNED_IN_HINT_COOKIE) === '1';
    if (signedIn === hinted) return;
    if (signedIn) {
      setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
        path: '/',
        sameSite: 'Lax',
        secure: ctx.config.trustProxy,
        maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
      });
    } else {
      deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: ctx.config.trustProxy });
    }
  });
}
