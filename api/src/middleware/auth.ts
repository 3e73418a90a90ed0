import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw forbidden('Only an administrator can do this');
  await next();
});
