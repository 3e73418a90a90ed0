import { expect, test, type Browser } from './support/test.ts';
import type { CalendarEvent, Lang } from '../packages/contracts/src/index.ts';
import { signInAsAdmin, submitDressOrder } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { photo } from './support/images.ts';
import { clientLinkFor } from './support/mail-link.ts';
import { screensDir } from './support/screens.ts';

/**
 * A fitting record (ADR 054): the designer opens a past fitting of an approved request from the
 * request's dialog, writes notes and a change, adds two photos and shares one; the client, from
 * the link in her mail, sees that photo only, and none of the notes.
 */
const SCREENS = screensDir('fittings');

const WORDS = {
  es: { admin: '/admin', notes: /^Notas de la prueba/, newChange: 'Nuevo cambio', addChange: 'Añadir cambio', save: 'Guardar ficha', addPhotos: 'Añadir fotos', upload: 'Subir fotos', photo2: /Foto 2 de la prueba/, open: 'Ver mi pedido', fittings: 'Tus pruebas' },
  en: { admin: '/en/admin', notes: /^Fitting notes/, newChange: 'New change', addChange: 'Add change', save: 'Save record', addPhotos: 'Add photos', upload: 'Upload photos', photo2: /Fitting photo 2/, open: 'View my request', fittings: 'Your fittings' },
} as const;

const RUNS = [
  { lang: 'es', width: 390, height: 844 },
  { lang: 'en', width: 1280, height: 900 },
] as const;

/** A day two weeks ago, as the calendar stores days. */
function twoWeeksAgo(): string {
  const day = new Date(Date.now() - 14 * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}

async function newPage(browser: Browser, run: (typeof RUNS)[number]) {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height }, locale: run.lang === 'es' ? 'es-ES' : 'en-GB' });
  return { context, page: await context.newPage() };
}

// Two pages, uploads and four axe runs on two cores: more than the default minute.
test.describe.configure({ timeout: 240_000 });

for (const run of RUNS) {
  test(`the designer records a past fitting and shares one photo; the client sees only that one (${run.lang}, ${run.width} px)`, async ({ browser }) => {
    const w = WORDS[run.lang as Lang];
    const client = `Clienta pruebas ${run.lang}`;
    const email = `pruebas-${run.lang}-${Date.now()}@example.com`;
    const designer = await newPage(browser, run);
    const page = designer.page;
    await signInAsAdmin(page.request);
    const headers = { Origin: BASE_URL, Accept: 'application/json' };
    const order = await submitDressOrder(page.request, {
      fullName: client,
      email,
      phone: '+34 611 222 333',
      eventType: 'wedding',
      eventDate: '2027-06-12',
      description: 'Vestido de novia en crepé marfil con espalda abierta.',
      lang: run.lang,
    });
    expect((await page.request.patch(`/api/dress-orders/${order.id}/status`, { data: { status: 'approved' }, headers })).status()).toBe(200);
    const scheduled = await page.request.post('/api/events', {
      data: { clientName: client, date: twoWeeksAgo(), eventType: 'wedding', milestone: 'First Fitting', requestId: order.id, requestType: 'dress', notes: '' },
      headers,
    });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
    const fitting = (await scheduled.json()) as CalendarEvent;

    // From the request's dialog to its fitting's, where the record is.
    await page.goto(`${w.admin}#request=dress-${order.id}`);
    // Its one calendar event is listed by its long day, the only button that ends with the year.
    await page.getByRole('dialog', { name: client }).getByRole('button', { name: new RegExp(`${fitting.date.slice(0, 4)}$`) }).click();
    const dialog = page.getByRole('dialog', { name: client });
    await dialog.getByRole('textbox', { name: w.notes }).fill('Cintura holgada; hombro derecho algo alto.');
    await dialog.getByRole('textbox', { name: w.newChange }).fill('Subir el bajo 2 cm');
    await dialog.getByRole('button', { name: w.addChange }).click();
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Subir el bajo 2 cm' })).not.toBeChecked();
    await dialog.getByLabel(w.addPhotos).setInputFiles([await photo('prueba-1.jpg'), await photo('prueba-2.jpg', 'jpeg', { r: 120, g: 140, b: 170 })]);
    await dialog.getByRole('button', { name: w.upload }).click();
    const second = dialog.getByRole('switch', { name: w.photo2 });
    await expect(second).not.toBeChecked();
    await second.click();
    await expect(second).toBeChecked();
    // Ticked off and saved again: the record keeps both the change and the photos.
    await dialog.getByRole('checkbox', { name: 'Subir el bajo 2 cm' }).check();
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog.getByRole('switch')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-designer.png`, fullPage: true });
    await second.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-designer-photos.png` });
    const record = await (await page.request.get(`/api/events/${fitting.id}/fitting`)).json();
    expect(record).toMatchObject({ notes: 'Cintura holgada; hombro derecho algo alto.', changes: [{ text: 'Subir el bajo 2 cm', done: true }], photos: [{ sharedWithClient: false }, { sharedWithClient: true }] });
    await designer.context.close();

    // Her page, from the link in her mail: the fitting with the one shared photo, no notes.
    const her = await newPage(browser, run);
    await her.page.goto(`${BASE_URL}${await clientLinkFor(email)}`);
    await her.page.getByRole('button', { name: w.open }).click();
    const section = her.page.getByRole('region', { name: w.fittings });
    await expect(section).toBeVisible();
    const images = section.getByRole('img');
    await expect(images).toHaveCount(1);
    await expect(images.first()).toHaveAttribute('src', `/api/my-request/fittings/${fitting.id}/photos/1`);
    // The photo is lazy: like her, scroll to it, then it loads.
    await images.first().scrollIntoViewIfNeeded();
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(her.page.getByText('Cintura holgada')).toHaveCount(0);
    await expect(her.page.getByText('Subir el bajo')).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(her.page);
    await her.page.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-client.png`, fullPage: true });
    await her.context.close();
  });
}
