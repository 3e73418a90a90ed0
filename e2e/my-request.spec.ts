import { expect, test, type Page, type PlaywrightWorkerArgs } from './support/test.ts';
import type { MyRequest } from '../packages/contracts/src/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screensDir } from './support/screens.ts';
import { signInAsAdmin } from './support/api.ts';
import { BASE_URL } from './support/base-url.ts';
import { clientLinkFor } from './support/mail-link.ts';
import { futureDate, toast } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';

/** Screenshots of the journey, for a person to look at (not compared by the test). */
const SCREENS = screensDir('client-page');

const FORM = {
  es: { path: '/order-dress', name: 'Nombre completo', email: 'Correo electrónico', phone: 'Teléfono', type: 'Tipo de evento', occasion: 'Boda', date: 'Fecha del evento', describe: 'Describe tu vestido', submit: 'Enviar pedido', sent: 'Pedido enviado con éxito' },
  en: { path: '/en/order-dress', name: 'Full name', email: 'Email', phone: 'Phone', type: 'Event type', occasion: 'Wedding', date: 'Event date', describe: 'Describe your dress', submit: 'Submit order', sent: 'Order submitted successfully' },
} as const;

const PAGE = {
  es: { open: 'Ver mi pedido', status: 'En estudio', accepted: 'Aceptado', atelier: 'El atelier', kind: 'Encargo de vestido', message: 'Tu mensaje', send: 'Enviar mensaje', you: 'Tú', signOut: 'Cerrar sesión', ask: 'Recibe tu enlace', askSend: 'Enviarme mi enlace', askEmail: 'Correo electrónico', askDone: /Si esa dirección tiene un pedido/ },
  en: { open: 'View my request', status: 'Under review', accepted: 'Accepted', atelier: 'The atelier', kind: 'Dress order', message: 'Your message', send: 'Send message', you: 'You', signOut: 'Sign out', ask: 'Get your link', askSend: 'Send me my link', askEmail: 'Email', askDone: /If that address has a request/ },
} as const;

async function orderThroughTheForm(page: Page, lang: 'es' | 'en', email: string): Promise<void> {
  const f = FORM[lang];
  await page.goto(`${BASE_URL}${f.path}`);
  await waitForIslands(page);
  await page.getByRole('textbox', { name: f.name }).fill(lang === 'es' ? 'Lucía Fernández' : 'Emma Johnson');
  await page.getByRole('textbox', { name: f.email }).fill(email);
  await page.getByRole('textbox', { name: f.phone }).fill('+34 600 123 456');
  await page.getByRole('combobox', { name: f.type }).selectOption({ label: f.occasion });
  await page.getByLabel(f.date).fill(futureDate());
  await page.getByRole('textbox', { name: f.describe }).fill('Un vestido de seda fluida con la espalda abierta y una cola larga.');
  await page.getByRole('button', { name: f.submit }).click();
  await expect(toast(page, f.sent)).toBeVisible();
}

/** The designer, signed in, answers in her request's thread and approves it, through the staff's API. */
async function designerRepliesAndApproves(page: Page, playwright: PlaywrightWorkerArgs['playwright'], text: string): Promise<void> {
  const mine = (await (await page.request.get(`${BASE_URL}/api/my-request`)).json()) as MyRequest;
  const staff = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInAsAdmin(staff);
  const headers = { Origin: BASE_URL, Accept: 'application/json' };
  const replied = await staff.post(`/api/requests/${mine.kind}/${mine.number}/messages`, { data: { text }, headers });
  expect(replied.status(), await replied.text()).toBe(201);
  const form = mine.kind === 'dress' ? 'dress-orders' : 'custom-concepts';
  const approved = await staff.patch(`/api/${form}/${mine.number}/status`, { data: { status: 'approved' }, headers });
  expect(approved.status(), await approved.text()).toBe(200);
  await staff.dispose();
}

async function journey(page: Page, playwright: PlaywrightWorkerArgs['playwright'], lang: 'es' | 'en', width: number) {
  // The form, her link from the mail the server wrote, the designer's answer, four axe runs.
  test.setTimeout(180_000);
  const p = PAGE[lang];
  const email = `clienta-${lang}-${Date.now()}@example.com`;
  await orderThroughTheForm(page, lang, email);
  const link = await clientLinkFor(email);
  expect(link.startsWith(lang === 'es' ? '/mi-pedido#t=' : '/en/my-request#t=')).toBe(true);

  // Her link: a button, and the token out of the address bar before anything is sent.
  await page.goto(`${BASE_URL}${link}`);
  const open = page.getByRole('button', { name: p.open });
  await expect(open).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-1-button.png`, fullPage: true });

  await open.click();
  await expect(page.getByRole('heading', { level: 2, name: p.status })).toBeVisible();
  await expect(page.getByText(new RegExp(`${p.kind} · n`))).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-2-request.png`, fullPage: true });

  const text = lang === 'es' ? '¿Podríamos adelantar la primera prueba una semana?' : 'Could we move the first fitting a week earlier?';
  await page.getByRole('textbox', { name: p.message }).fill(text);
  await page.getByRole('button', { name: p.send }).click();
  const thread = page.getByRole('listitem').filter({ hasText: text });
  await expect(thread).toBeVisible();
  await expect(thread).toContainText(p.you);
  await expect(page.getByRole('textbox', { name: p.message })).toHaveValue('');
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-3-thread.png`, fullPage: true });

  // A reload keeps her session: no button, her request at once, her message in it.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();

  // The designer replies and approves; her page shows both.
  const reply = lang === 'es' ? 'Por supuesto: te esperamos el martes a las cinco.' : 'Of course: we will see you on Tuesday at five.';
  await designerRepliesAndApproves(page, playwright, reply);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: p.accepted })).toBeVisible();
  const answer = page.getByRole('listitem').filter({ hasText: reply });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(p.atelier);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-3b-answered.png`, fullPage: true });

  // Signing out leaves "send me my link", which answers the same for anyone.
  await page.getByRole('button', { name: p.signOut }).click();
  await expect(page.getByRole('heading', { name: p.ask })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: p.askEmail }).fill('nadie@example.com');
  await page.getByRole('button', { name: p.askSend }).click();
  await expect(page.getByRole('status')).toHaveText(p.askDone);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-4-ask.png`, fullPage: true });
}

test.describe('es at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  test('a client orders, opens her link with one click, sees her pending request and writes to the atelier', async ({ page, playwright }) => {
    await journey(page, playwright, 'es', 390);
  });
});

test.describe('en at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  test('a client orders, opens her link with one click, sees her pending request and writes to the atelier', async ({ page, playwright }) => {
    await journey(page, playwright, 'en', 1280);
  });
});

test('without a link or a session, the page offers "send me my link" and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE_URL}/mi-pedido`);
  await expect(page.getByRole('heading', { name: PAGE.es.ask })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/es-390-0-ask.png`, fullPage: true });
  const response = await page.request.get(`${BASE_URL}/mi-pedido`);
  expect(response.headers()['cache-control']).toBe('no-store');
});
