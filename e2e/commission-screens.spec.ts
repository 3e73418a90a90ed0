import { expect, test, type Browser, type Locator, type Page } from './support/test.ts';
import { signInAsAdmin, submitDressOrder } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { futureDate } from './support/form.ts';
import { clientLinkFor } from './support/mail-link.ts';
import { screensDir } from './support/screens.ts';

/**
 * The commission's screens in both languages at both widths (docs/product.md#commissions): the
 * board, the commission, the client's page in the back office and her own page, for a person to
 * look at, each checked for the one layout break a test can see: a page wider than the screen.
 * One commission with a quote, its deposit, two measurement sets pinned and drifting: the
 * commission shows the drift (axe on it here; the journeys that use the other screens,
 * commission and clients, run axe on them); at the end she sends a set of her own from her page.
 */
test.describe.configure({ timeout: 240_000 });

const SCREENS = screensDir('commission-screens');
const HEADERS = { Origin: BASE_URL, Accept: 'application/json' };
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const LANGS = [
  { lang: 'es', admin: '/admin', her: '/mi-pedido', open: 'Ver mi pedido', plan: 'Plan de pruebas', drift: 'Cintura: 70 → 73 cm', measurementsTitle: 'Medidas', toClient: 'Ver las medidas de la clienta' },
  { lang: 'en', admin: '/en/admin', her: '/en/my-request', open: 'View my request', plan: 'Fitting plan', drift: 'Waist: 70 → 73 cm', measurementsTitle: 'Measurements', toClient: "See the client's measurements" },
] as const;

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>, status = 200): Promise<void> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
}

/** An approved bride with a quote, its deposit paid, and a newer set of measurements 3 cm off the pinned one. */
async function commission(page: Page, email: string): Promise<string> {
  const order = await submitDressOrder(page.request, {
    fullName: 'Carlota Iturriaga de la Fuente',
    email,
    phone: '+34 633 444 555',
    eventType: 'wedding',
    eventDate: futureDate(),
    description: 'Vestido de novia en crepé de seda con manga larga y espalda abierta.',
    lang: 'es',
  });
  const id = `dress-${order.id}`;
  await ok(page.request.patch(`/api/dress-orders/${order.id}/status`, { data: { status: 'approved' }, headers: HEADERS }));
  await expect.poll(async () => (await page.request.get(`/api/commissions/${id}`)).status()).toBe(200);
  const validUntil = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const lines = [
    { label: 'Diseño y patronaje', amountCents: 140000 },
    { label: 'Tejido y forro', amountCents: 52000 },
  ];
  await ok(page.request.post(`/api/commissions/${id}/quote`, { data: { lines, validUntil }, headers: HEADERS }));
  await ok(page.request.post(`/api/commissions/${id}/payments`, { data: { amountCents: 96000, method: 'transfer', paidAt: new Date().toISOString().slice(0, 10) }, headers: HEADERS }), 201);
  const first = await page.request.post(`/api/clients/${id}/measurements`, { data: { takenAt: '2026-09-01', values: { bust: 88, waist: 70, hip: 96 } }, headers: HEADERS });
  expect(first.status(), await first.text()).toBe(201);
  const { id: setId } = (await first.json()) as { id: string };
  // Pinned from her history as the designer sees it: at her client's version (ADR 078).
  const { version } = (await (await page.request.get(`/api/clients/${id}`)).json()) as { version: number };
  await ok(page.request.post(`/api/commissions/${id}/measurements/pin`, { data: { setId }, headers: { ...HEADERS, 'If-Match': `"${version}"` } }));
  await ok(page.request.post(`/api/clients/${id}/measurements`, { data: { takenAt: '2026-11-01', values: { bust: 88, waist: 73, hip: 96.5 } }, headers: HEADERS }), 201);
  return id;
}

/** Fails when the page is wider than the screen: something broke out of the layout. */
async function fitsTheScreen(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** Waits for what the screen is there to show (some of it loads after the page), then checks the width and takes the picture. */
async function shoot(page: Page, name: string, shown: Locator): Promise<void> {
  await expect(shown.first()).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

async function contextOf(browser: Browser, lang: string) {
  return browser.newContext({ viewport: SIZES[0], locale: lang === 'es' ? 'es-ES' : 'en-GB' });
}

test('the board, the commission, the client and her own page fit the screen in es and en, at 390 px and 1280 px', async ({ browser }) => {
  const email = `pantallas-${Date.now()}@example.com`;
  const designerContext = await contextOf(browser, 'es');
  const designer = await designerContext.newPage();
  await signInAsAdmin(designer.request);
  const id = await commission(designer, email);

  const herContext = await contextOf(browser, 'es');
  const her = await herContext.newPage();
  await her.goto(`${BASE_URL}${await clientLinkFor(email)}`);
  await her.getByRole('button', { name: LANGS[0].open }).click();
  await expect(her.getByRole('heading', { level: 2, name: /Aceptado/ })).toBeVisible();

  const name = 'Carlota Iturriaga de la Fuente';
  for (const { lang, admin, her: herPath, plan, drift, measurementsTitle } of LANGS) {
    for (const size of SIZES) {
      const at = `${lang}-${size.width}`;
      await designer.setViewportSize(size);
      await her.setViewportSize(size);
      await designer.goto(`${BASE_URL}${admin}/commissions`);
      await shoot(designer, `${at}-board`, designer.getByRole('link', { name }));
      await designer.goto(`${BASE_URL}${admin}/commissions/${id}`);
      // The set it is made to drifted: the commission says so, measurement by measurement.
      await expect(designer.getByRole('region', { name: measurementsTitle }).getByText(drift)).toBeVisible();
      await expectNoAxeViolations(designer);
      await shoot(designer, `${at}-commission`, designer.getByRole('form', { name: plan }));
      await designer.goto(`${BASE_URL}${admin}/clients#client=${id}`);
      await shoot(designer, `${at}-client`, designer.getByText(drift));
      await her.goto(`${BASE_URL}${herPath}`);
      // Her commission's sections load after her page: the progress line is the last to come.
      await shoot(her, `${at}-her-page`, her.locator('ol [aria-current="step"]'));
    }
  }

  // From the commission's measurements to her page in the back office, where sets are pinned.
  await designer.goto(`${BASE_URL}${LANGS[1].admin}/commissions/${id}`);
  await designer.getByRole('link', { name: LANGS[1].toClient }).click();
  await expect(designer).toHaveURL(`${BASE_URL}${LANGS[1].admin}/clients#client=${id}`);
  await expect(designer.getByRole('heading', { level: 1, name })).toBeVisible();

  // Her page keeps the twenty measurement fields behind one line once she has a set; she opens it and sends a new waist.
  await her.setViewportSize(SIZES[0]);
  await her.goto(`${BASE_URL}${LANGS[0].her}`);
  const measurements = her.getByRole('region', { name: 'Tus medidas' });
  await expect(measurements.getByRole('spinbutton', { name: 'Cintura (cm)', exact: true })).toBeHidden();
  await measurements.getByText('Enviar medidas nuevas').click();
  await measurements.getByRole('spinbutton', { name: 'Cintura (cm)', exact: true }).fill('72.5');
  await measurements.getByRole('button', { name: 'Enviar mis medidas' }).click();
  await expect(measurements.getByRole('status')).toHaveText('Gracias: el atelier revisará tus medidas.');
  await expect(measurements.getByText('Pendientes de revisar por el atelier')).toBeVisible();
  await expect(measurements).toContainText('72,5 cm');
  await designerContext.close();
  await herContext.close();
});
