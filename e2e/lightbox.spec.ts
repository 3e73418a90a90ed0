import { expect, test, type Locator, type Page } from './support/test.ts';
import { addGalleryImage, signInAsAdmin } from './support/api.ts';
import { BASE_URL } from './support/base-url.ts';
import { waitForIslands } from './support/hydration.ts';
import { photo } from './support/images.ts';

/**
 * The collection page's lightbox (docs/product.md#collections-and-projects, ADR 022): opened by
 * mouse, keyboard and touch, closed by the button and Escape, focus trapped and given back, in
 * both languages at phone and desktop widths. It arranges its designs through the gallery API
 * (POST /api/gallery-images), so it needs the gallery backend; the demo catalogue may share the
 * collection, so designs are found by their titles, never by their place in the grid.
 */
const RUN = Date.now().toString(36);
const COLLECTION = 'eventos';
const DESIGNS = [
  { title: `Capa Alba ${RUN}`, description: 'Capa de organza de seda para una boda al amanecer.', featured: 'true' },
  { title: `Vestido Lucero ${RUN}`, description: 'Crepé azul noche con espalda drapeada.', featured: 'false' },
  { title: `Tocado Brisa ${RUN}`, description: '', featured: 'false' },
] as const;
const [ALBA, LUCERO] = DESIGNS;

const TEXT = {
  es: { path: `/coleccion/${COLLECTION}`, project: '/proyecto/', close: 'Cerrar', previous: 'Diseño anterior', next: 'Diseño siguiente', locale: 'es-ES' },
  en: { path: `/en/coleccion/${COLLECTION}`, project: '/en/proyecto/', close: 'Close', previous: 'Previous design', next: 'Next design', locale: 'en-US' },
} as const;

test.beforeAll(async ({ playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInAsAdmin(admin);
  for (const [index, design] of DESIGNS.entries()) {
    await addGalleryImage(admin, { ...design, category: COLLECTION, visible: 'true' }, await photo(`evento-${index}.jpg`, 'jpeg', { r: 200 - index * 30, g: 170, b: 150 }));
  }
  await admin.dispose();
});

const thumbnail = (page: Page, title: string) => page.getByTestId('design-card').filter({ hasText: title }).getByTestId('design-image');
const lightbox = (page: Page) => page.getByTestId('lightbox');
const lightboxTitle = (page: Page) => lightbox(page).getByRole('heading', { level: 2 });

async function openCollection(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await thumbnail(page, ALBA.title).scrollIntoViewIfNeeded();
  await waitForIslands(page);
}

async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

/** A one-finger horizontal swipe across `target`, as a phone sends it (CDP touch events). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the lightbox stage is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.7, box.x + box.width * 0.2] : [box.x + box.width * 0.3, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Each language and each width once, as the back office's journeys: CI has 30 minutes. */
for (const [lang, width] of [['es', 390], ['en', 1280]] as const) {
  const t = TEXT[lang];
  test.describe(`${lang}, ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 }, locale: t.locale, hasTouch: width < 768 });

    test('a click on a thumbnail opens the design full screen; the buttons step and close', async ({ page }) => {
      await openCollection(page, t.path);
      await thumbnail(page, ALBA.title).click();

      const dialog = page.getByRole('dialog', { name: ALBA.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByText(ALBA.description)).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveAttribute('alt', new RegExp(`^${ALBA.title}`));
      expect(await bodyOverflow(page)).toBe('hidden');

      await dialog.getByRole('button', { name: t.next }).click();
      await expect(lightboxTitle(page)).not.toHaveText(ALBA.title);
      await lightbox(page).getByRole('button', { name: t.previous }).click();
      await expect(lightboxTitle(page)).toHaveText(ALBA.title);

      await lightbox(page).getByRole('button', { name: t.close }).click();
      await expect(lightbox(page)).toHaveCount(0);
      expect(await bodyOverflow(page)).not.toBe('hidden');
      await expect(thumbnail(page, ALBA.title)).toBeFocused();
    });

    test('a first tap, before the lightbox has loaded, is held and opens the design once it has', async ({ page }) => {
      // The island loads at the visitor's first gesture (client:interaction): its code is held
      // back here until after the tap, which must not follow the link to the project page.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/Lightbox\.[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      expect((await page.goto(t.path))?.status()).toBe(200);
      const target = thumbnail(page, ALBA.title);
      await target.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
      await (width < 768 ? target.tap() : target.click());
      release();
      await expect(page.getByRole('dialog', { name: ALBA.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
    });

    test('by keyboard: Enter opens, arrows step, Tab stays inside, Escape closes and gives focus back', async ({ page }) => {
      await openCollection(page, t.path);
      await thumbnail(page, LUCERO.title).focus();
      await page.keyboard.press('Enter');
      await expect(lightboxTitle(page)).toHaveText(LUCERO.title);
      await expect(lightbox(page).getByRole('button', { name: t.close })).toBeFocused();

      await page.keyboard.press('ArrowRight');
      await expect(lightboxTitle(page)).not.toHaveText(LUCERO.title);
      await page.keyboard.press('ArrowLeft');
      await expect(lightboxTitle(page)).toHaveText(LUCERO.title);

      for (let press = 0; press < 7; press++) {
        await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(thumbnail(page, LUCERO.title)).toBeFocused();
    });

    if (width < 768) {
      test('a swipe to the left shows the next design, to the right the previous one', async ({ page }) => {
        await openCollection(page, t.path);
        await thumbnail(page, ALBA.title).click();
        await expect(lightboxTitle(page)).toHaveText(ALBA.title);

        await swipe(page, lightbox(page).getByTestId('lightbox-stage'), 'left');
        await expect(lightboxTitle(page)).not.toHaveText(ALBA.title);
        await swipe(page, lightbox(page).getByTestId('lightbox-stage'), 'right');
        await expect(lightboxTitle(page)).toHaveText(ALBA.title);
      });
    }
  });
}

test("when the lightbox's code cannot be fetched, the held click follows the link to the project", async ({ page }) => {
  // Astro retries a failed import once, with a query: both fail.
  await page.route(/\/_astro\/Lightbox\.[^/?]+\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(TEXT.es.path);
  await thumbnail(page, ALBA.title).click();
  await expect(page).toHaveURL(new RegExp(`${TEXT.es.project}\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: ALBA.title })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each thumbnail is a plain link to its project page', async ({ page }) => {
    await page.goto(TEXT.es.path);
    await thumbnail(page, ALBA.title).click();
    await expect(page).toHaveURL(new RegExp(`${TEXT.es.project}\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: ALBA.title })).toBeVisible();
  });
});
