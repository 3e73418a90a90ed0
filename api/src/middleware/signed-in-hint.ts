import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '../context.ts';
import { ABSOLUTE_TIMEOUT_MS } from '../sessions/db-session-store.ts';

/**
 * A cookie the static pages' header script may read (not HttpOnly) to point the ADMIN
 * link at /admin instead of /auth. It carries no secret and grants nothing: the session
 * cookie stays HttpOnly and decides access. It follows the request's outcome (login,
 * logout, an expired session) and is only sent when it has to change.
 */
export const SIGNED_IN_HINT_COOKIE = 'atelier_signed_in';

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
