import { ERROR_STATUS, langOfPath, message } from '@atelier/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { errorBody } from '../errors.ts';

const SITE_METHODS = 'GET, HEAD';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The site's paths (everything outside /api) are pages and files: they answer GET and HEAD.
 * Any other method (POST, TRACE, PROPFIND…) gets 405 with `Allow`, in the page's language,
 * before it reaches the static files or Astro.
 */
export const siteMethods = createMiddleware<AppEnv>(async (c, next) => {
  const { method, path } = c.req;
  if (method === 'GET' || method === 'HEAD' || isApiPath(path)) return next();
  c.header('Allow', SITE_METHODS);
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody('method_not_allowed', message('methodNotAllowed', langOfPath(path))), ERROR_STATUS.method_not_allowed);
});
