import { expect, type APIRequestContext } from '@playwright/test';
import { COLLECTION_IDS, type Lang, type PublicGalleryItem } from '../../packages/contracts/src/index.ts';

/** The blog's articles (site/src/content/blog). */
const BLOG_SLUGS = ['tendencias-vestidos-noche', 'elegir-tejido-perfecto', 'colores-temporada', 'disenos-personalizados'] as const;

/** Every public page by its Spanish path (docs/product.md#pages), but the projects, which come from the gallery. */
const SPANISH_PATHS = [
  '/',
  '/gallery',
  '/coleccion/vestidos',
  '/coleccion/conceptos',
  '/coleccion/trajes',
  '/coleccion/eventos',
  '/order-dress',
  '/custom-concept',
  '/blog',
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  '/auth',
];

export interface PublicPage {
  path: string;
  lang: Lang;
}

const inBoth = (spanish: string): PublicPage[] => [
  { path: spanish, lang: 'es' },
  { path: spanish === '/' ? '/en/' : `/en${spanish}`, lang: 'en' },
];

/** How long a fresh server may take to seed the demo catalogue in the background. */
const SEEDING_TIMEOUT_MS = 180_000;

async function fetchGallery(request: APIRequestContext): Promise<PublicGalleryItem[]> {
  const response = await request.get('/api/public-gallery');
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicGalleryItem[];
}

/**
 * The visible gallery items (GET /api/public-gallery), once the demo catalogue has been seeded:
 * a fresh server seeds it in the background, and every collection has designs when it is done.
 */
export async function publicGallery(request: APIRequestContext): Promise<PublicGalleryItem[]> {
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  for (;;) {
    const items = await fetchGallery(request);
    if (COLLECTION_IDS.every((id) => items.some((item) => item.collection === id))) return items;
    expect(Date.now(), 'the demo catalogue is seeded in time').toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Every public page in both languages, with one demo project. */
export async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const [project] = await publicGallery(request);
  expect(project, 'the demo catalogue has at least one visible item').toBeDefined();
  return [...SPANISH_PATHS, `/proyecto/${project!.id}`].flatMap(inBoth);
}
