import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise: private JSON
 * (the user, requests, their history, errors that name them) must never sit in a shared or
 * browser cache. Public JSON opts in to caching explicitly.
 */
export const privateByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
