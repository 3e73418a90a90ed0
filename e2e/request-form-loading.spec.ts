import { expect, test, type Page } from './support/test.ts';
import { futureDate } from './support/form.ts';
import { lastSentForm, recordSentForms, sentValue } from './support/sent-forms.ts';

/**
 * The order and concept forms load their code at the visitor's first gesture in them
 * (`client:interaction`, ADR 022), never with the page, so a phone draws the page without
 * React's long tasks; and what she types before the code arrives is what is sent.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });

const PAGES = [
  { path: '/order-dress', island: 'OrderDressForm' },
  { path: '/en/custom-concept', island: 'CustomConceptForm' },
] as const;

/** Holds the island's code back until `release` is called. */
async function holdIsland(page: Page, island: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/_astro/${island}\\.[^/]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

for (const { path, island } of PAGES) {
  test(`${path} loads no form code until the visitor reaches into the form`, async ({ page }) => {
    const code = await holdIsland(page, island);
    await page.goto(path, { waitUntil: 'load' });
    // The page is drawn, the form works as plain HTML, and React has not run.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    expect(code.requested()).toBe(false);
    await page.locator('form input[type="text"], form input[type="email"]').first().focus();
    await expect.poll(code.requested).toBe(true);
    code.release();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  });
}

test('an order typed and sent before the form has loaded is sent whole once it has', async ({ page }) => {
  await recordSentForms(page);
  const code = await holdIsland(page, 'OrderDressForm');
  await page.goto('/order-dress');
  const eventDate = futureDate();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Marta Ruiz');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('marta@ejemplo.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 600 987 654');
  await page.getByRole('combobox', { name: 'Tipo de evento' }).selectOption({ label: 'Boda' });
  await page.getByLabel('Fecha del evento').fill(eventDate);
  await page.getByRole('textbox', { name: 'Describe tu vestido' }).fill('Vestido de novia en mikado marfil, cuello barco y cola corta.');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  code.release();

  const panel = page.getByTestId('request-confirmation');
  await expect(panel.getByRole('heading', { level: 2, name: 'Gracias, Marta.' })).toBeVisible();
  const sent = await lastSentForm(page, '/api/dress-orders');
  expect(Object.fromEntries(['fullName', 'email', 'phone', 'eventType', 'eventDate', 'description'].map((name) => [name, sentValue(sent, name)]))).toEqual({
    fullName: 'Marta Ruiz',
    email: 'marta@ejemplo.com',
    phone: '+34 600 987 654',
    eventType: 'wedding',
    eventDate,
    description: 'Vestido de novia en mikado marfil, cuello barco y cola corta.',
  });
});
