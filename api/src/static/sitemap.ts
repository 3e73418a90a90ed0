import { COLLECTION_IDS, LANGS, localePath, type PublicGalleryItem } from '@atelier/contracts';
import { CLIENT_PAGE_PATHS } from './client-page.ts';
import { escapeHtml } from './escape-html.ts';

/** Built pages that are not for search engines: the admin app, the sign-in page and the client's page. */
const PRIVATE_PREFIXES = ['/admin', '/auth', CLIENT_PAGE_PATHS.es];

const isPublic = (path: string) => !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Every public page by its Spanish path: the built ones (blog, forms…), and the ones rendered
 * from the read models: home, gallery, the collections that show something and each visible
 * project.
 */
export function publicPagePaths(builtSpanishPaths: readonly string[], gallery: readonly PublicGalleryItem[]): string[] {
  const collections = COLLECTION_IDS.filter((id) => gallery.some((item) => item.collection === id));
  const rendered = ['/', '/gallery', ...collections.map((id) => `/coleccion/${id}`), ...gallery.map((item) => `/proyecto/${item.id}`)];
  return [...new Set([...rendered, ...builtSpanishPaths.filter(isPublic)])].sort();
}

/**
 * sitemaps.org XML with every page in both languages, each listing its alternates
 * (hreflang es, en and x-default → Spanish) on the site's origin.
 */
export function sitemapXml(origin: string, spanishPaths: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const url = (lang: (typeof LANGS)[number], path: string) => escapeHtml(`${base}${localePath(lang, path)}`);
  const entries = spanishPaths.flatMap((path) => {
    const alternates = [
      ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('es', path)}"/>`,
    ].join('');
    return LANGS.map((lang) => `<url><loc>${url(lang, path)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the back office and the API not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /en/admin', 'Disallow: /auth', 'Disallow: /en/auth', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
