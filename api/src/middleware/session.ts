import { findUserById } from '@atelier/projections';
import { createMiddleware } from 'hono/factory';
import { sessionMiddleware } from 'hono-sessions';
import type { AppContext, AppEnv } from '../context.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_S, type DbSessionStore } from '../sessions/db-session-store.ts';

const SESSION_COOKIE = 'atelier_session';

/**
 * Server-side sessions: the cookie holds only an encrypted session id. Behind HTTPS
 * (TRUST_PROXY) the cookie is Secure with the __Host- prefix.
 */
export function sessions(ctx: AppContext, store: DbSessionStore) {
  const secure = ctx.config.trustProxy;
  return sessionMiddleware({
    store,
    encryptionKey: ctx.sessionSecret,
    expireAfterSeconds: IDLE_TIMEOUT_S,
    sessionCookieName: SESSION_COOKIE,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure,
      maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
      ...(secure ? { prefix: 'host' as const } : {}),
    },
  });
}

/** Resolves the session's user from the users read model (null when signed out). */
export function currentUser(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get('session').get('userId');
    const row = userId ? await findUserById(ctx.store.db, userId) : null;
    c.set('user', row ? { id: row.id, username: row.username, isAdmin: row.is_admin } : null);
    await next();
  });
}
