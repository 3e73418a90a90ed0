import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@atelier/contracts';
import { getSiteSettings, siteSettingsProjection } from '@atelier/projections';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';
import type { PublicAnswers, PublicRoute } from '../page-cache/public-answers.ts';
import { siteOrigin } from '../runtime/site-origin.ts';
import { absoluteSiteLinks } from './absolute-links.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';
import { OnDemandPages } from './on-demand-page.ts';
import { PageFiles } from './page-files.ts';
import { fillSiteSettings } from './settings-in-html.ts';

/** The 404 answer where Astro cannot render one: under `app.request()`, with no Node server underneath. */
const NOT_FOUND_FALLBACK = '<!doctype html><html lang="es"><title>404</title><h1>404 Page Not Found</h1></html>';

/** How many distinct page paths the resolver remembers. */
const REMEMBERED_PATHS = 1000;

/** The read models a built page shows: the owner's contact details in its footer. */
export const BUILT_PAGE_READ_MODELS = [siteSettingsProjection.name] as const;

/**
 * Serves the built Astro site (`site/dist`) on the API's port. Prerendered pages
 * (`client/`) are public answers of the page cache: the owner's contact details filled in,
 * canonical and hreflang links made absolute on the site's origin, the page's CSP with its
 * inline scripts' hashes, compressed once. Every /admin/* path gets the client-only admin
 * shell; unknown paths get the 404 page, which Astro renders on demand
 * (`server/entry.mjs`, @astrojs/node) with status 404.
 */
export function mountSite(app: Hono<AppEnv>, ctx: AppContext, siteDir: string, answers: PublicAnswers): void {
  const clientDir = join(siteDir, 'client');
  const serverEntry = join(siteDir, 'server', 'entry.mjs');
  for (const built of [clientDir, serverEntry]) {
    if (!existsSync(built)) throw new Error(`The site has not been built: ${built} is missing. Run \`pnpm build\` first.`);
  }
  const pages = new PageFiles(clientDir);
  const onDemandCsp = contentSecurityPolicy([...new Set(pages.all().flatMap(inlineScriptHashes))].sort());
  const onDemand = new OnDemandPages(serverEntry, onDemandCsp, ctx.config);
  const origin = siteOrigin(ctx.config);

  /** Stored settings, else the defaults: a page must render even if the read model cannot be read. */
  async function settings(): Promise<{ settings: SiteSettings; stored: boolean }> {
    try {
      return { settings: await getSiteSettings(ctx.store.db), stored: true };
    } catch (error) {
      ctx.logger.warn('site settings unavailable; pages show the defaults', { error: String(error) });
      return { settings: DEFAULT_SITE_SETTINGS, stored: false };
    }
  }

  function pageAnswer(built: string): PublicAnswer {
    return {
      readModels: BUILT_PAGE_READ_MODELS,
      async render() {
        const { settings: current, stored } = await settings();
        const html = absoluteSiteLinks(fillSiteSettings(built, current), origin);
        const headers = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(inlineScriptHashes(html)) };
        // The HTML carries live contact details, so browsers revalidate it (ETag); assets are immutable.
        // Defaults shown because the settings could not be read are served, not kept.
        return { rendered: { body: html, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', headers }, keep: stored };
      },
    };
  }

  // One route per built file, made on first request: the set is bounded by the build. The
  // paths found are remembered too (up to a bound: every /admin/* path is a page).
  const routes = new Map<string, PublicRoute>();
  const byPath = new Map<string, PublicRoute>();
  answers.addResolver((path) => {
    const known = byPath.get(path);
    if (known) return known;
    if (path.startsWith('/api/')) return null;
    const page = pages.resolve(path);
    if (!page) return null;
    let route = routes.get(page.file);
    if (!route) {
      route = { key: `page:${page.file}`, answer: pageAnswer(page.html) };
      routes.set(page.file, route);
    }
    if (byPath.size < REMEMBERED_PATHS) byPath.set(path, route);
    return route;
  });

  app.use('/_astro/*', async (c, next) => {
    await next();
    // Astro fingerprints these file names, so they never change in place. (Set after the
    // response exists: serveStatic's onFound runs too late for its header to be sent.)
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/_astro/*', serveStatic({ root: clientDir }));
  app.use('*', serveStatic({ root: clientDir }));
  app.notFound(async (c) => {
    const { settings: current } = await settings();
    const page = await onDemand.render(c, { siteSettings: current });
    return page ?? c.html(NOT_FOUND_FALLBACK, 404);
  });
}
