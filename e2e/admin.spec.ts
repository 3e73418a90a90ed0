import { expect, test, type Browser, type Page } from './support/test.ts';
import { TOASTS } from '../packages/contracts/src/index.ts';
import { ADMIN, listRequests, submitConcept, submitDressOrder, type SubmittedRequest } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { toast, toastBehindDialog } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';
import { photo } from './support/images.ts';

/**
 * The owner's journey through the back office: the first account and closed registration
 * (docs/product.md#permissions), signing in and out, the request list's orders, filters and
 * detail (docs/product.md#dashboard), and verdicts confirmed first
 * (docs/product.md#request-status). It needs the very first account, so its steps run in order,
 * in one browser context, against the suite's fresh server.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

const CARMEN = { fullName: 'Carmen Vidal', email: 'carmen.vidal@ejemplo.com' };
const INES = { fullName: 'Inés Moreno', email: 'ines.moreno@example.com' };
/** Still pending when the phone asks before a verdict (6b); her event is the soonest. */
const LOLA = { fullName: 'Lola Prieto', email: 'lola.prieto@example.com' };

let order: SubmittedRequest;
let concept: SubmittedRequest;
let page: Page;
/** One of Carmen's photo URLs, to check it is private once signed out. */
let photoUrl: string;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
  return context.newPage();
}

const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
const registerForm = (on: Page) => on.getByRole('form', { name: 'Crear la cuenta de administración' });
const loginForm = (on: Page) => on.getByRole('form', { name: 'Iniciar sesión' });
const filterGroup = (name: 'Tipo' | 'Estado') => page.getByRole('search', { name: 'Filtrar solicitudes' }).getByRole('radiogroup', { name });
/** The journey's clients in the order the table lists them (other specs' requests left out). */
const tableOrder = async () =>
  (await page.getByRole('table').getByRole('row').allInnerTexts())
    .map((text) => [CARMEN, INES, LOLA].find((client) => text.includes(client.fullName))?.fullName)
    .filter((name) => name !== undefined);

test.beforeAll(async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  order = await submitDressOrder(
    visitor,
    { ...CARMEN, phone: '+34 611 222 333', eventType: 'gala', eventDate: '2027-03-14', description: 'Vestido de gala en terciopelo burdeos con manga larga.', lang: 'es' },
    await photo('carmen.jpg'),
  );
  concept = await submitConcept(
    visitor,
    { ...INES, phone: '+34 622 333 444', conceptDescription: 'Un vestido inspirado en las olas del Cantábrico, en gasa azul.', lang: 'es' },
    [await photo('ola.jpg'), await photo('gasa.png', 'png', { r: 70, g: 110, b: 160 })],
  );
  await submitDressOrder(visitor, { ...LOLA, phone: '+34 633 444 555', eventType: 'wedding', eventDate: '2026-12-05', description: 'Vestido de novia en crepé marfil, sencillo.', lang: 'es' });
  await visitor.dispose();
});

test.afterAll(async () => {
  await page?.context().close();
});

test('1. the first visitor of /auth registers as the administrator', async ({ browser }) => {
  const first = await newPage(browser);
  await first.goto('/auth');
  await waitForIslands(first);
  const form = registerForm(first);
  // Before any account exists only registering can work: no sign-in form beside it.
  await expect(form).toBeVisible();
  await expect(loginForm(first)).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill(ADMIN.username);
  await form.getByLabel('Contraseña').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(first).toHaveURL('/admin');
  await expect(toast(first, TOASTS.es.registrationSucceeded.title)).toBeVisible();
  await expect(first.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  const user = await first.request.get('/api/user');
  expect(await user.json()).toMatchObject({ username: ADMIN.username, isAdmin: true });
  await first.context().close();
});

test('1b. after that, registration is closed to anonymous visitors', async ({ browser }) => {
  const stranger = await newPage(browser);
  const registration = stranger.waitForResponse((response) => new URL(response.url()).pathname === '/api/register');
  await stranger.goto('/auth');
  expect(await (await registration).json()).toEqual({ open: false });
  await waitForIslands(stranger);
  await expect(loginForm(stranger)).toBeVisible();
  await expect(registerForm(stranger)).toHaveCount(0);

  const attempt = await stranger.request.post('/api/register', {
    data: { username: 'intrusa', password: 'otra-clave-larga' },
    headers: { Origin: new URL(stranger.url()).origin },
  });
  expect([401, 403]).toContain(attempt.status());
  const login = await stranger.request.post('/api/login', {
    data: { username: 'intrusa', password: 'otra-clave-larga' },
    headers: { Origin: new URL(stranger.url()).origin },
  });
  expect(login.status()).toBe(401);
  await stranger.context().close();
});

test('2. the administrator logs in and sees both requests', async ({ browser }) => {
  page = await newPage(browser);
  await page.goto('/auth');
  await waitForIslands(page);
  const form = loginForm(page);
  await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill(ADMIN.username);
  await form.getByLabel('Contraseña').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page).toHaveURL('/admin');
  await expect(toast(page, TOASTS.es.loginSucceeded.title)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Solicitudes', selected: true })).toBeVisible();
  await expect(row(CARMEN.fullName)).toContainText('Vestido');
  await expect(row(CARMEN.fullName)).toContainText('Pendiente');
  await expect(row(CARMEN.fullName)).toContainText(/\d{4}-\d{2}-\d{2}/);
  // The occasion and the event date beside the date received (docs/product.md#dashboard).
  await expect(row(CARMEN.fullName)).toContainText('Gala');
  await expect(row(CARMEN.fullName)).toContainText('2027-03-14');
  await expect(row(INES.fullName)).toContainText('Concepto');
  await expect(row(INES.fullName)).toContainText('Pendiente');
});

test('3. sorts by event date or date received, filters by type and status, and searches by name or email', async () => {
  const sortBy = page.getByRole('radiogroup', { name: 'Ordenar por' });
  await expect(sortBy.getByRole('radio', { name: 'Fecha de recepción' })).toBeChecked();
  await expect.poll(tableOrder).toEqual([LOLA.fullName, INES.fullName, CARMEN.fullName]);
  await sortBy.getByRole('radio', { name: 'Fecha del evento' }).click();
  // Soonest event first; the concept, which has no date, last.
  await expect.poll(tableOrder).toEqual([LOLA.fullName, CARMEN.fullName, INES.fullName]);
  await expect(page.getByRole('columnheader', { name: /^Evento/ })).toHaveAttribute('aria-sort', 'ascending');
  await sortBy.getByRole('radio', { name: 'Fecha de recepción' }).click();
  await expect.poll(tableOrder).toEqual([LOLA.fullName, INES.fullName, CARMEN.fullName]);

  await filterGroup('Tipo').getByRole('radio', { name: 'Concepto' }).click();
  await expect(row(INES.fullName)).toBeVisible();
  await expect(row(CARMEN.fullName)).toHaveCount(0);
  await filterGroup('Tipo').getByRole('radio', { name: 'Vestido' }).click();
  await expect(row(CARMEN.fullName)).toBeVisible();
  await expect(row(INES.fullName)).toHaveCount(0);
  await filterGroup('Tipo').getByRole('radio', { name: 'Todos' }).click();

  await filterGroup('Estado').getByRole('radio', { name: 'Aprobada' }).click();
  await expect(page.getByText('No se encontraron solicitudes.')).toBeVisible();
  await filterGroup('Estado').getByRole('radio', { name: 'Pendiente' }).click();
  await expect(row(CARMEN.fullName)).toBeVisible();
  await expect(row(INES.fullName)).toBeVisible();
  await filterGroup('Estado').getByRole('radio', { name: 'Todos' }).click();

  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill('cArMeN');
  await expect(row(CARMEN.fullName)).toBeVisible();
  await expect(row(INES.fullName)).toHaveCount(0);
  await search.fill('INES.MORENO@EXAMPLE');
  await expect(row(INES.fullName)).toBeVisible();
  await expect(row(CARMEN.fullName)).toHaveCount(0);
  await search.fill('nadie-se-llama-asi');
  await expect(page.getByText('No se encontraron solicitudes.')).toBeVisible();
  await search.fill('');
  await expect(row(CARMEN.fullName)).toBeVisible();
  await expect(row(INES.fullName)).toBeVisible();
});

/** Every photo in the open dialog has really loaded (the API serves them only to staff). */
async function expectPhotosLoaded(name: string, count: number) {
  const dialog = page.getByRole('dialog', { name });
  const photos = dialog.getByRole('img', { name: new RegExp(`^Fotografía \\d enviada por ${name}$`) });
  await expect(photos).toHaveCount(count);
  for (const img of await photos.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
}

test('4. the detail shows the photos and the submission in the history', async () => {
  await row(CARMEN.fullName).getByRole('button', { name: CARMEN.fullName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CARMEN.fullName });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`#${order.id}`);
  await expect(dialog).toContainText(CARMEN.email);
  await expectPhotosLoaded(CARMEN.fullName, 1);
  photoUrl = (await dialog.getByRole('img').first().getAttribute('src')) ?? '';
  expect(photoUrl).toMatch(new RegExp(`^/api/requests/dress/${order.id}/images/`));
  const history = dialog.getByRole('listitem').filter({ hasText: 'Pedido recibido' });
  await expect(history).toContainText('por la clienta, desde la web');
  // Outside the table, dates read as Spanish writes them, not as a database does.
  const createdAt = (await listRequests(page.request)).find((item) => item.type === 'dress' && item.id === order.id)!.createdAt;
  const received = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(new Date(createdAt));
  await expect(dialog).toContainText(`Recibida el ${received} a las`);
  await expect(history).toContainText(received);
  await expect(dialog).toContainText('domingo, 14 de marzo de 2027');
  await expect(dialog).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(CARMEN.fullName).getByRole('button', { name: CARMEN.fullName, exact: true })).toBeFocused();

  await row(INES.fullName).getByRole('button', { name: /^Ver detalle/ }).click();
  const conceptDialog = page.getByRole('dialog', { name: INES.fullName });
  await expect(conceptDialog).toContainText(`#${concept.id}`);
  await expectPhotosLoaded(INES.fullName, 2);
  await expect(conceptDialog.getByRole('listitem').filter({ hasText: 'Concepto recibido' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(conceptDialog).toHaveCount(0);
});

test('5. approves the order from its row and denies the concept from its detail, each confirmed first', async () => {
  // On a desktop too a verdict asks first (ADR 040): cancelling sends nothing.
  let verdicts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/status')) verdicts += 1;
  });
  const approve = row(CARMEN.fullName).getByRole('button', { name: `Aprobar la solicitud de ${CARMEN.fullName}` });
  const approveQuestion = page.getByRole('alertdialog', { name: '¿Aprobar esta solicitud?' });
  await approve.click();
  await expect(approveQuestion).toContainText(CARMEN.fullName);
  await expect(approveQuestion.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(approveQuestion).toHaveCount(0);
  await expect(approve).toBeFocused();
  await expect(row(CARMEN.fullName)).toContainText('Pendiente');
  expect(verdicts).toBe(0);
  await approve.click();
  await approveQuestion.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(toast(page, TOASTS.es.statusUpdated.title)).toBeVisible();
  await expect(row(CARMEN.fullName)).toContainText('Aprobada');
  expect(verdicts).toBe(1);

  await row(INES.fullName).getByRole('button', { name: INES.fullName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: INES.fullName });
  await dialog.getByRole('button', { name: `Denegar la solicitud de ${INES.fullName}` }).click();
  const denyQuestion = page.getByRole('alertdialog', { name: '¿Denegar esta solicitud?' });
  await expect(denyQuestion).toContainText(INES.fullName);
  await denyQuestion.getByRole('button', { name: 'Denegar', exact: true }).click();
  await expect(denyQuestion).toHaveCount(0);
  await expect(dialog).toContainText('Denegada');
  expect(verdicts).toBe(2);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Solicitud denegada' })).toContainText(ADMIN.username);
  await expect(dialog.getByRole('button', { name: /^(Aprobar|Denegar) la solicitud/ })).toHaveCount(0);
  // Escape closes the dialog even while the "status updated" toast is showing.
  await expect(toastBehindDialog(page, TOASTS.es.statusUpdated.title)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row(INES.fullName)).toContainText('Denegada');

  const stored = await listRequests(page.request);
  expect(stored.find((item) => item.type === 'dress' && item.id === order.id)?.status).toBe('approved');
  expect(stored.find((item) => item.type === 'concept' && item.id === concept.id)?.status).toBe('denied');
});

test('6. after a reload the statuses persist and those rows offer no actions', async () => {
  await page.reload();
  await waitForIslands(page);
  await expect(row(CARMEN.fullName)).toContainText('Aprobada');
  await expect(row(INES.fullName)).toContainText('Denegada');
  for (const name of [CARMEN.fullName, INES.fullName]) {
    await expect(row(name).getByRole('button', { name: /^(Aprobar|Denegar) / })).toHaveCount(0);
  }
  // Asking again is refused: only a pending request can be reviewed.
  const again = await page.request.patch(`/api/dress-orders/${order.id}/status`, {
    data: { status: 'denied' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
});

test('6b. the header toggle moves the back office to English and back, and it has no accessibility violations, on desktop and phone', async () => {
  const toggle = (to: 'EN' | 'ES') => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${to} ·`) });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);

  await toggle('EN').click();
  await expect(page).toHaveURL('/en/admin');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(row(CARMEN.fullName)).toContainText('Approved');
  // The site's own header and footer speak English too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Order a dress' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await expectNoAxeViolations(page);

  // The choice is remembered: opening /admin from elsewhere leads to the English back office.
  await page.goto('/admin');
  await expect(page).toHaveURL('/en/admin');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The toggle keeps the screen, even one reached without a page load.
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/en/admin/settings');
  await toggle('ES').click();
  await expect(page).toHaveURL('/admin/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Los datos del atelier' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Panel' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  // On a phone the list is a column of cards instead of the table.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByText(INES.email).filter({ visible: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // There too a verdict asks first (ADR 040): cancelling leaves the request pending, confirming decides it.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LOLA.fullName }) });
  await expect(card).toContainText('Boda');
  await expect(card).toContainText('2026-12-05');
  const deny = card.getByRole('button', { name: `Denegar la solicitud de ${LOLA.fullName}` });
  const question = page.getByRole('alertdialog', { name: '¿Denegar esta solicitud?' });
  await deny.click();
  await expect(question).toContainText(LOLA.fullName);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);
  await expect(card).toContainText('Pendiente');
  await deny.click();
  await question.getByRole('button', { name: 'Denegar', exact: true }).click();
  await expect(card).toContainText('Denegada');
  await expect(question).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('7. logs out; /admin then leads to /auth', async () => {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(toast(page, TOASTS.es.logoutSucceeded.title)).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  // The clients' photos are private: signed out, the same URL is refused.
  expect((await page.request.get(photoUrl)).status()).toBe(401);

  await page.goto('/admin');
  await expect(page).toHaveURL('/auth');
  await expect(loginForm(page)).toBeVisible();
});
