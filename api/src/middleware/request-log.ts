import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';

/** One structured line per API request: method, path, status, duration. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (c.res.status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  });
}
