import { expect, test } from './support/test.ts';

test('an unknown path answers 404 with the not-found page, in Spanish', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Esta página no existe o ha cambiado de dirección.')).toBeVisible();
  // Exactly one way home, in the page's language; the developer hint shows no internal file paths.
  const main = page.getByRole('main');
  await expect(main.getByRole('link')).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  await expect(main).not.toContainText(/src\/|\.astro|\.tsx?\b|site\/|pages\//);
  // "404" once, and the hint is a sentence of the site in its language, not a console box.
  expect((await main.innerText()).match(/404/g)).toHaveLength(1);
  await expect(main.locator('pre, code')).toHaveCount(0);
  await expect(main).toContainText('Has pedido /esta-pagina-no-existe. Revisa el enlace que te trajo aquí: puede que la página se haya movido.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown path under /en/ is an English 404 whose hint names the path', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('This page does not exist or has moved.')).toBeVisible();
    await expect(page.getByTestId('requested-path')).toHaveText('/en/no-such-page');
    await expect(page.getByRole('main')).toContainText('You asked for /en/no-such-page. Check the link that brought you here: the page may have moved.');
    expect((await page.getByRole('main').innerText()).match(/404/g)).toHaveLength(1);
    const main = page.getByRole('main');
    await expect(main.getByRole('link')).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
  });
});

test('an unknown API route answers 404 in JSON, not the HTML page', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ code: 'not_found', message: expect.stringContaining('/api/no-such-route') });
});
