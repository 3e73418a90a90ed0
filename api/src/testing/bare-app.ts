import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { silentLogger } from '../logger.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { detectLang } from '../middleware/lang.ts';

/**
 * A Hono app with the API's error answers and language and nothing else (no store, no
 * context): for testing a middleware or an input helper alone, through `app.request()`.
 */
export function bareApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(silentLogger));
  app.use('*', detectLang);
  return app;
}
