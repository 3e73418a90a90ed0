import { existsSync } from 'node:fs';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@atelier/contracts';
import { getSiteSettings } from '@atelier/projections';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { PageFiles } from './page-files.ts';
import { absoluteSiteLinks } from './absolute-links.ts';
import { fillSiteSettings } from './settings-in-html.ts';

const NOT_FOUND_FALLBACK = '<!doctype html><html lang="es"><title>404</title><h1>404 Page Not Found</h1></html>';

/**
 * Serves the built Astro site on the API's port. Pages get the owner's contact details
 * filled in at serve time; unknown paths get the site's own 404 page with status 404;
 * every /admin/* path gets the client-only admin shell.
 */
export function mountSite(app: Hono<AppEnv>, ctx: AppContext, siteDir: string): void {
  if (!existsSync(siteDir)) {
    throw new Error(`The site has not been built: ${siteDir} is missing. Run \`pnpm build\` first.`);
  }
  const pages = new PageFiles(siteDir);

  /** Stored settings, else the defaults: a page must render even if the read model cannot be read. */
  async function settings(): Promise<SiteSettings> {
    try {
      return await getSiteSettings(ctx.store.db);
    } catch (error) {
      ctx.logger.warn('site settings unavailable; pages show the defaults', { error: String(error) });
      return DEFAULT_SITE_SETTINGS;
    }
  }

  async function sendPage(c: Context<AppEnv>, html: string, status: 200 | 404) {
    // The HTML carries live contact details, so browsers revalidate it; assets are immutable.
    c.header('Cache-Control', 'no-cache');
    const origin = ctx.config.publicOrigin ?? new URL(c.req.url).origin;
    return c.html(absoluteSiteLinks(fillSiteSettings(html, await settings()), origin), status);
  }

  app.use('/_astro/*', async (c, next) => {
    await next();
    // Astro fingerprints these file names, so they never change in place. (Set after the
    // response exists: serveStatic's onFound runs too late for its header to be sent.)
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/_astro/*', serveStatic({ root: siteDir }));
  app.get('*', async (c, next) => {
    const html = pages.page(c.req.path);
    if (html === null) return next();
    return sendPage(c, html, 200);
  });
  app.use('*', serveStatic({ root: siteDir }));
  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
    return sendPage(c, pages.page('/404.html') ?? NOT_FOUND_FALLBACK, 404);
  });
}
