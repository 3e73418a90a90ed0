import { expect, test } from './support/test.ts';

/** The toggle's accessible names: it reads EN/ES, and says where it leads. */
const TO_ENGLISH = 'View in English';
const TO_SPANISH = 'Ver en español';

test('the toggle switches /order-dress to /en/order-dress and back', async ({ page }) => {
  await page.goto('/order-dress');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('link', { name: TO_ENGLISH }).click();
  await expect(page).toHaveURL('/en/order-dress');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('link', { name: TO_SPANISH }).click();
  await expect(page).toHaveURL('/order-dress');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the chosen language is remembered on a new visit from outside the site', async ({ context, page }) => {
  await page.goto('/order-dress');
  await page.getByRole('link', { name: TO_ENGLISH }).click();
  await expect(page).toHaveURL('/en/order-dress');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  // A new visit: a new tab, typed address, so no referrer.
  const visit = await context.newPage();
  await visit.goto('/order-dress');
  await expect(visit).toHaveURL('/en/order-dress');
  await expect(visit.locator('html')).toHaveAttribute('lang', 'en');

  // Choosing Spanish again is remembered the same way.
  await visit.getByRole('link', { name: TO_SPANISH }).click();
  await expect(visit).toHaveURL('/order-dress');
  const again = await context.newPage();
  await again.goto('/order-dress');
  await expect(again.locator('html')).toHaveAttribute('lang', 'es');
  await expect(again).toHaveURL('/order-dress');
});

test('a visitor who never chose a language stays on the Spanish page', async ({ page }) => {
  await page.goto('/order-dress');
  await expect(page).toHaveURL('/order-dress');
  await expect(page.getByRole('link', { name: TO_ENGLISH })).toHaveAttribute('href', '/en/order-dress');
});
