import { galleryImagesProjection, listPublicGallery } from '@atelier/projections';
import { toPublicGalleryItem } from '../answers/gallery-image.ts';
import type { AppContext } from '../context.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import type { PublicAnswers } from '../page-cache/public-answers.ts';
import type { PageFiles } from './page-files.ts';
import { publicPagePaths, robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * /sitemap.xml (every public page in both languages, projects from the gallery's read model)
 * and /robots.txt, on the site's origin, as public answers of the page cache.
 */
export function addSeoAnswers(answers: PublicAnswers, ctx: AppContext, pages: PageFiles, origin: string): void {
  const built = pages.spanishPagePaths();
  answers.add('/sitemap.xml', {
    // Only the projects come from a read model: a move of the gallery's renders it again.
    readModels: [galleryImagesProjection.name],
    async render() {
      const gallery = (await listPublicGallery(ctx.store.db)).map(toPublicGalleryItem);
      const body = sitemapXml(origin, publicPagePaths(built, gallery));
      return { rendered: { body, contentType: 'application/xml; charset=utf-8', cacheControl: 'public, max-age=3600', headers: SECURITY_HEADERS }, keep: true };
    },
  });
  answers.add('/robots.txt', {
    readModels: [],
    async render() {
      return { rendered: { body: robotsTxt(origin), contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=86400', headers: SECURITY_HEADERS }, keep: true };
    },
  });
}
