import { getSiteSettings } from '@atelier/projections';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';

/** /api/site-settings: footer contact details, stored values else defaults. */
export function siteSettingsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await getSiteSettings(ctx.store.db));
  });
  return app;
}
