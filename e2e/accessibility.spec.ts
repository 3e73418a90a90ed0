import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { waitForIslands } from './support/hydration.ts';

import { publicPages } from './support/public-pages.ts';

/** Every public page, in both languages, on a phone and on a desktop. */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`axe, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every public page, in both languages, has no WCAG 2.2 AA violations', async ({ page, request }) => {
      test.setTimeout(240_000);
      for (const { path, lang } of await publicPages(request)) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await waitForIslands(page);
          await expectNoAxeViolations(page);
        });
      }
    });

    for (const { path, lang } of [
      { path: '/pagina-que-no-existe', lang: 'es' },
      { path: '/en/no-such-page', lang: 'en' },
    ]) {
      test(`the 404 page (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the mobile menu, once open, has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menú' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const { path, submit } of [
  { path: '/order-dress', submit: 'Enviar pedido' },
  { path: '/en/custom-concept', submit: 'Submit concept' },
]) {
  test(`${path} showing its validation messages has no violations`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const { path, region } of [
  { path: '/order-dress', region: 'Notificaciones (F8)' },
  { path: '/en/order-dress', region: 'Notifications (F8)' },
]) {
  test(`${path} names its notification region in the page's language`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: region, exact: true })).toBeAttached();
  });
}
