import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@atelier/contracts';
import { getSiteSettings } from '@atelier/projections';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { OnDemandPages } from './on-demand-page.ts';
import { PageFiles } from './page-files.ts';
import { absoluteSiteLinks } from './absolute-links.ts';
import { fillSiteSettings } from './settings-in-html.ts';

/** The 404 answer where Astro cannot render one: under `app.request()`, with no Node server underneath. */
const NOT_FOUND_FALLBACK = '<!doctype html><html lang="es"><title>404</title><h1>404 Page Not Found</h1></html>';

/**
 * Serves the built Astro site (`site/dist`) on the API's port. Prerendered pages
 * (`client/`) get the owner's contact details filled in at serve time; every /admin/* path
 * gets the client-only admin shell; unknown paths get the 404 page, which Astro renders on
 * demand (`server/entry.mjs`, @astrojs/node) with status 404.
 */
export function mountSite(app: Hono<AppEnv>, ctx: AppContext, siteDir: string): void {
  const clientDir = join(siteDir, 'client');
  const serverEntry = join(siteDir, 'server', 'entry.mjs');
  for (const built of [clientDir, serverEntry]) {
    if (!existsSync(built)) throw new Error(`The site has not been built: ${built} is missing. Run \`pnpm build\` first.`);
  }
  const pages = new PageFiles(clientDir);
  const onDemand = new OnDemandPages(serverEntry);

  /** Stored settings, else the defaults: a page must render even if the read model cannot be read. */
  async function settings(): Promise<SiteSettings> {
    try {
      return await getSiteSettings(ctx.store.db);
    } catch (error) {
      ctx.logger.warn('site settings unavailable; pages show the defaults', { error: String(error) });
      return DEFAULT_SITE_SETTINGS;
    }
  }

  async function sendPage(c: Context<AppEnv>, html: string) {
    // The HTML carries live contact details, so browsers revalidate it; assets are immutable.
    c.header('Cache-Control', 'no-cache');
    const origin = ctx.config.publicOrigin ?? new URL(c.req.url).origin;
    return c.html(absoluteSiteLinks(fillSiteSettings(html, await settings()), origin));
  }

  app.use('/_astro/*', async (c, next) => {
    await next();
    // Astro fingerprints these file names, so they never change in place. (Set after the
    // response exists: serveStatic's onFound runs too late for its header to be sent.)
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/_astro/*', serveStatic({ root: clientDir }));
  app.get('*', async (c, next) => {
    const html = pages.page(c.req.path);
    if (html === null) return next();
    return sendPage(c, html);
  });
  app.use('*', serveStatic({ root: clientDir }));
  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
    const page = await onDemand.render(c, { siteSettings: await settings() });
    return page ?? c.html(NOT_FOUND_FALLBACK, 404);
  });
}
