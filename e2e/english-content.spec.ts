import { expect, test, type Page } from './support/test.ts';
import type { PublicGalleryItem, Review } from '../packages/contracts/src/index.ts';
import { addGalleryImage, signInAsAdmin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { waitForIslands } from './support/hydration.ts';
import { photo } from './support/images.ts';
import { publicGallery } from './support/public-pages.ts';

/**
 * The owner's pieces and testimonials in the page's language: English pages show what she
 * wrote in English (the demo catalogue is seeded in both), and the Spanish where she wrote no
 * English, marked lang="es". The collections carry their English names (Gala Dresses…) on every
 * English page that names one, the project page included.
 */
const RUN = Date.now().toString(36);
const SPANISH_ONLY = { title: `Chal Nácar ${RUN}`, description: 'Seda salvaje bordada a mano.', category: 'eventos', featured: 'false', visible: 'true' };
const MERMAID = { es: 'Sirena de seda champán', en: 'Champagne silk mermaid' } as const;
/**
 * A featured piece of this run's own, written in both languages: the home page's strip shows
 * the newest featured pieces, and other journeys add featured pieces of their own before this
 * one runs, so a demo piece may have left the strip.
 */
const BILINGUAL = {
  fields: { title: `Capa de tul ${RUN}`, titleEn: `Tulle cape ${RUN}`, description: 'Tul bordado.', descriptionEn: 'Embroidered tulle.', category: 'vestidos', featured: 'true', visible: 'true' },
  titles: { es: `Capa de tul ${RUN}`, en: `Tulle cape ${RUN}` },
} as const;

const WORDS = {
  es: {
    prefix: '',
    mermaidDescription: 'Un corte sirena que abraza la silueta',
    collection: 'Vestidos',
    review: 'Llegué con una foto y muchas dudas',
    locale: 'es-ES',
  },
  en: {
    prefix: '/en',
    mermaidDescription: 'A mermaid cut that hugs the figure',
    collection: 'Gala Dresses',
    review: 'I arrived with a photo and a lot of doubts',
    locale: 'en-GB',
  },
} as const;

let mermaid: PublicGalleryItem;
let spanishOnlyId: number;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(200_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const seeded = await publicGallery(admin);
  const found = seeded.find((item) => item.title === MERMAID.es);
  expect(found, 'the demo catalogue has the mermaid gown').toBeDefined();
  mermaid = found!;
  // The demo testimonials are seeded after the pieces.
  await expect
    .poll(async () => ((await (await admin.get('/api/reviews', { headers: { 'Cache-Control': 'no-cache' } })).json()) as Review[]).filter((review) => review.featured).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(3);
  await signInAsAdmin(admin);
  spanishOnlyId = (await addGalleryImage(admin, SPANISH_ONLY, await photo(`chal-${RUN}.jpg`))).id;
  await addGalleryImage(admin, BILINGUAL.fields, await photo(`capa-${RUN}.jpg`));
  await admin.dispose();
});

const open = async (page: Page, path: string) => expect((await page.goto(path))?.status()).toBe(200);

for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1280]) {
    const w = WORDS[lang];
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 768 ? 844 : 900 }, locale: w.locale });

      test('the home page’s creations and testimonials read in the page’s language', async ({ page }) => {
        await open(page, `${w.prefix}/`);
        const creations = page.getByTestId('creations');
        const piece = creations.getByRole('link').filter({ hasText: BILINGUAL.titles[lang] });
        await expect(piece).toHaveCount(1);
        await expect(piece).toContainText(w.collection);
        await expect(creations).not.toContainText(BILINGUAL.titles[lang === 'es' ? 'en' : 'es']);
        await expect(page.getByTestId('reviews')).toContainText(w.review);
      });

      test('a project page, its collection and the lightbox read in the page’s language', async ({ page }) => {
        await open(page, `${w.prefix}/proyecto/${mermaid.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MERMAID[lang]);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
        await expect(page.getByTestId('project-description')).toContainText(w.mermaidDescription);
        await expect(page.getByTestId('project-category')).toHaveText(w.collection);
        await expect(page.getByRole('navigation').getByRole('link', { name: w.collection, exact: true })).toHaveAttribute('href', `${w.prefix}/coleccion/vestidos`);
        await expect(page).toHaveTitle(new RegExp(`^${MERMAID[lang]} · `));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${w.mermaidDescription}`));
        if (lang === 'en' && width === 1280) await expectNoAxeViolations(page);

        await open(page, `${w.prefix}/coleccion/vestidos`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.collection);
        const thumbnail = page.getByTestId('design-card').filter({ hasText: MERMAID[lang] }).getByTestId('design-image');
        await thumbnail.scrollIntoViewIfNeeded();
        await waitForIslands(page);
        await thumbnail.click();
        const lightbox = page.getByRole('dialog', { name: MERMAID[lang] });
        await expect(lightbox).toBeVisible();
        await expect(lightbox).toContainText(w.mermaidDescription);
      });

      test('a piece with no English shows its Spanish, marked as Spanish on English pages', async ({ page }) => {
        await open(page, `${w.prefix}/proyecto/${spanishOnlyId}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(SPANISH_ONLY.title);
        await expect(page.getByTestId('project-description')).toHaveText(SPANISH_ONLY.description);
        if (lang === 'en') {
          await expect(heading).toHaveAttribute('lang', 'es');
          await expect(page.getByTestId('project-description')).toHaveAttribute('lang', 'es');
          await expect(page.getByTestId('project-category')).toHaveText('Special Events');
        } else {
          await expect(heading).not.toHaveAttribute('lang');
        }
      });
    });
  }
}
