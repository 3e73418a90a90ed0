import { expect, test, type APIRequestContext } from './support/test.ts';
import type { GalleryImage } from '../packages/contracts/src/index.ts';
import { addGalleryImage, signInAsAdmin } from './support/api.ts';
import { BASE_URL } from './support/base-url.ts';
import { photo } from './support/images.ts';
import { publicGallery } from './support/public-pages.ts';

/**
 * The collections (docs/product.md#collections-and-projects) as a visitor sees them, with the
 * owner's changes made through the gallery API: hidden things are really hidden, changes show
 * on the next page load (no rebuild, no restart), and what does not exist answers 404, in both
 * languages at phone and desktop widths. The demo catalogue is there too; this spec's designs
 * go to `trajes` and are found by their titles.
 */
const RUN = Date.now().toString(36);
const SAME_ORIGIN = { Origin: BASE_URL, Accept: 'application/json' };
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  await admin.dispose();
});

async function patch(id: number, data: Record<string, unknown>): Promise<GalleryImage> {
  const response = await admin.patch(`/api/gallery-images/${id}`, { data, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GalleryImage;
}

async function design(title: string, fields: Record<string, string> = {}): Promise<GalleryImage> {
  return addGalleryImage(admin, { title, description: 'Traje de lana fría con solapa de raso.', category: 'trajes', featured: 'false', visible: 'true', ...fields }, await photo(`${title}.jpg`));
}

for (const viewport of VIEWPORTS) {
  test.describe(`collections, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the gallery shows a card per collection with designs, each leading to its collection, in both languages', async ({ page, request }) => {
      const gallery = await publicGallery(request);
      const shown = new Set(gallery.map((item) => item.collection).filter(Boolean));
      for (const [path, lang] of [['/gallery', 'es'], ['/en/gallery', 'en']] as const) {
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('collection-card')).toHaveCount(shown.size);
        const first = page.getByTestId('collection-card').first();
        const collection = await first.getAttribute('data-collection');
        await first.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en' : ''}/coleccion/${collection}$`));
        await expect(page.getByTestId('design-card').first()).toBeVisible();
      }
    });

    test('a project page shows its design, details and calls to action; unknown ids and collections answer 404', async ({ page, request }) => {
      const [item] = await publicGallery(request);
      expect((await page.goto(`/proyecto/${item!.id}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
      await expect(page.getByTestId('project-status')).toHaveText(item!.featured ? 'Destacado' : 'Disponible');
      await expect(page.getByTestId('project').locator('a[href="/order-dress"]')).toBeVisible();
      await expect(page.getByTestId('project').locator('a[href="/custom-concept"]')).toBeVisible();
      expect((await page.goto(`/en/proyecto/${item!.id}`))?.status()).toBe(200);
      await expect(page.getByTestId('project-status')).toHaveText(item!.featured ? 'Featured' : 'Available');
      for (const [path, text] of [
        ['/proyecto/99999999', 'Proyecto no encontrado'],
        ['/en/proyecto/0x1', 'Project not found'],
        ['/coleccion/sombreros', 'Colección no encontrada'],
        ['/en/coleccion/sombreros', 'Collection not found'],
      ] as const) {
        expect((await page.goto(path))?.status(), path).toBe(404);
        await expect(page.getByText(text)).toBeVisible();
        await expect(page.locator(`#main a[href="${path.startsWith('/en') ? '/en/gallery' : '/gallery'}"]`).first()).toBeVisible();
      }
    });
  });
}

test('a change made through the API shows on the next page load, and hidden designs are really hidden', async ({ page }) => {
  const suit = await design(`Traje Marfil ${RUN}`);
  const card = () => page.getByTestId('design-card').filter({ hasText: suit.title });

  await page.goto('/coleccion/trajes');
  await expect(card()).toBeVisible();
  await expect(card().getByTestId('featured-badge')).toHaveCount(0);

  const renamed = await patch(suit.id, { title: `Traje Perla ${RUN}`, featured: true });
  await page.goto('/en/coleccion/trajes');
  await expect(page.getByTestId('design-card').filter({ hasText: renamed.title }).getByTestId('featured-badge')).toBeVisible();
  await page.goto(`/proyecto/${suit.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed.title);

  await patch(suit.id, { visible: false });
  await page.goto('/coleccion/trajes');
  await expect(page.getByTestId('design-card').filter({ hasText: renamed.title })).toHaveCount(0);
  expect((await page.goto(`/proyecto/${suit.id}`))?.status()).toBe(404);
  expect((await page.goto(`/en/proyecto/${suit.id}`))?.status()).toBe(404);
});

test('a collection whose designs are all hidden disappears from the gallery, and comes back when one shows again', async ({ page, request }) => {
  const inSuits = (await publicGallery(request)).filter((item) => item.collection === 'trajes');
  expect(inSuits.length).toBeGreaterThan(0);
  try {
    for (const item of inSuits) await patch(item.id, { visible: false });
    await page.goto('/gallery');
    await expect(page.locator('[data-testid="collection-card"][data-collection="trajes"]')).toHaveCount(0);
    await page.goto('/coleccion/trajes');
    await expect(page.getByText('No hay diseños disponibles en esta colección.')).toBeVisible();
  } finally {
    for (const item of inSuits) await patch(item.id, { visible: true });
  }
  await page.goto('/en/gallery');
  await expect(page.locator('[data-testid="collection-card"][data-collection="trajes"]')).toHaveCount(1);
});
