import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@atelier/contracts';
import { SITE_SETTINGS_READ_MODELS, getSiteSettings } from '@atelier/projections';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';
import type { PublicAnswers, PublicRoute } from '../page-cache/public-answers.ts';
import { siteOrigin } from '../runtime/site-origin.ts';
import { absoluteSiteLinks } from './absolute-links.ts';
import { CLIENT_PAGE_FILES } from './client-page.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';
import { publicContent, RENDERED_PAGE_READ_MODELS } from './public-content.ts';
import { SitePages, type RenderedPage } from './site-pages.ts';
import { PageFiles } from './page-files.ts';
import { addSeoAnswers } from './seo-answers.ts';
import { fillSiteSettings } from './settings-in-html.ts';

/** How many distinct page paths the resolver remembers. */
const REMEMBERED_PATHS = 1000;

/** The read models a built page shows: the owner's contact details and opening hours in its footer. */
const BUILT_PAGE_READ_MODELS = SITE_SETTINGS_READ_MODELS;

/** Paths the API, the media route or the build's files answer: never a page. */
const NOT_PAGES = ['/api/', '/_astro/', '/media/'];
const notAPage = (path: string) => NOT_PAGES.some((prefix) => path.startsWith(prefix));

/**
 * Serves the built Astro site (`site/dist`) on the API's port. Every page is a public answer
 * of the page cache: prerendered pages (`client/`) as built, the others rendered on demand by
 * Astro's server build (`server/entry.mjs`) from the read models, with status 404 for the
 * not-found page. Each one gets the owner's contact details filled in, canonical and
 * hreflang links made absolute on the site's origin and its own CSP (inline scripts'
 * hashes), and is compressed once. Every /admin/* path gets the client-only admin shell.
 */
export function mountSite(app: Hono<AppEnv>, ctx: AppContext, siteDir: string, answers: PublicAnswers): void {
  const clientDir = join(siteDir, 'client');
  const serverEntry = join(siteDir, 'server', 'entry.mjs');
  for (const built of [clientDir, serverEntry]) {
    if (!existsSync(built)) throw new Error(`The site has not been built: ${built} is missing. Run \`pnpm build\` first.`);
  }
  const pages = new PageFiles(clientDir);
  const origin = siteOrigin(ctx.config);
  const rendered = new SitePages(serverEntry, origin);
  const assets = new Set(pages.assetPaths());
  addSeoAnswers(answers, ctx, pages, origin);

  /** Stored settings, else the defaults: a page must render even if the read model cannot be read. */
  async function settings(): Promise<{ settings: SiteSettings; stored: boolean }> {
    try {
      return { settings: await getSiteSettings(ctx.store.db), stored: true };
    } catch (error) {
      ctx.logger.warn('site settings unavailable; pages show the defaults', { error: String(error) });
      return { settings: DEFAULT_SITE_SETTINGS, stored: false };
    }
  }

  /**
   * A page as served: settings filled in, links absolute, its CSP. A page whose read models
   * could not all be read (it shows defaults or an error state) or that is not a 200 (the
   * 404 page, for any path) is served but not kept.
   */
  function pageAnswer(readModels: readonly string[], page: () => Promise<RenderedPage & { complete: boolean }>, options: { neverCached?: boolean } = {}): PublicAnswer {
    return {
      readModels,
      async render() {
        const [{ settings: current, stored }, { status, html: raw, complete }] = await Promise.all([settings(), page()]);
        const html = absoluteSiteLinks(fillSiteSettings(raw, current), origin);
        const headers = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(inlineScriptHashes(html)) };
        // The HTML carries live contact details, so browsers revalidate it (ETag); assets are immutable.
        // The client's page is kept by no cache at all, this one included (ADR 046).
        const cacheControl = options.neverCached ? 'no-store' : 'no-cache';
        const body = { status, body: html, contentType: 'text/html; charset=utf-8', cacheControl, headers };
        return { rendered: body, keep: !options.neverCached && stored && complete && status === 200 };
      },
    };
  }

  const renderedAnswer = (path: string) =>
    pageAnswer(RENDERED_PAGE_READ_MODELS, async () => {
      const { content, failed } = publicContent(ctx);
      const page = await rendered.render(path, { content });
      return { ...page, complete: !failed() };
    });

  // One route per built file, made on first request: the set is bounded by the build. The
  // paths found are remembered too (up to a bound: every /admin/* path is a page).
  const builtRoutes = new Map<string, PublicRoute>();
  const byPath = new Map<string, PublicRoute>();
  answers.addResolver((path) => {
    const known = byPath.get(path);
    if (known) return known;
    if (notAPage(path)) return null;
    const page = pages.resolve(path);
    if (!page) return null;
    let route = builtRoutes.get(page.file);
    if (!route) {
      const html = page.html;
      const answer = pageAnswer(BUILT_PAGE_READ_MODELS, async () => ({ status: 200, html, complete: true }), { neverCached: CLIENT_PAGE_FILES.has(page.file) });
      route = { key: `page:${page.file}`, answer };
      builtRoutes.set(page.file, route);
    }
    if (byPath.size < REMEMBERED_PATHS) byPath.set(path, route);
    return route;
  });
  // Every other path that is not a file of the build is Astro's to render: a page from the
  // read models, or the 404 page. Only 200 answers are kept, so the cache holds one entry per
  // real page (per path of a project that exists), not one per path asked for.
  answers.addResolver((path) => (notAPage(path) || assets.has(path) ? null : { key: `rendered:${path}`, answer: renderedAnswer(path) }));

  // Astro fingerprints its assets' names, and the site's art carries a content hash
  // (site/scripts/responsive-art.ts): they never change in place. (Set after the response
  // exists: serveStatic's onFound runs too late for its header to be sent.)
  for (const immutable of ['/_astro/*', '/art/*']) {
    app.use(immutable, async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
  }
  app.use('/_astro/*', serveStatic({ root: clientDir }));
  app.use('*', serveStatic({ root: clientDir }));
  // What no page and no file answered (a missing /_astro/ file): the 404 page, not kept.
  app.notFound(async (c) => {
    const { rendered: page } = await renderedAnswer(c.req.path).render();
    return c.newResponse(page.body, (page.status ?? 404) as 404, { ...page.headers, 'content-type': page.contentType, 'cache-control': page.cacheControl });
  });
}
