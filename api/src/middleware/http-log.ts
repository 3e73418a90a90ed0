import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../logger.ts';

/**
 * One structured line per HTTP request to the API: method, path, status, duration. Logged as
 * 'http request', so it is never taken for a client's request (docs/architecture.md#glossary).
 */
export function httpLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (c.res.status >= 500) logger.error('http request', fields);
    else logger.info('http request', fields);
  });
}
