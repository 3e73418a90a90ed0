import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';

/** Who may call an endpoint (product decisions, "Server-side permissions"). */
export type Access = 'public' | 'signed-in' | 'admin';

/** 401 for a visitor where a sign-in is needed, 403 for a non-admin where an admin is. */
export function assertAccess(c: Context<AppEnv>, access: Access): void {
  if (access === 'public') return;
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (access === 'admin' && !user.isAdmin) throw forbidden();
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  assertAccess(c, 'signed-in');
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  assertAccess(c, 'admin');
  await next();
});
