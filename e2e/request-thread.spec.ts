import { expect, test, type Browser, type Locator, type Page } from './support/test.ts';
import { listRequests, signInAsAdmin, submitDressOrder, type SubmittedRequest } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screensDir } from './support/screens.ts';
import { BASE_URL } from './support/base-url.ts';
import { expectFieldError, toastBehindDialog } from './support/form.ts';
import { postAsClient, threadOf } from './support/request-thread.ts';

/**
 * The designer's side of a request's thread (docs/product.md#the-clients-page): a client writes
 * from her page, the dashboard marks her request and the requests tab as unread, the designer
 * opens the request, reads the thread (the marks clear), and replies. Es at 390 px, then en at
 * 1280 px, on one request. Her page is not built yet: her messages come through the suite's
 * stand-in for it (support/request-thread.ts).
 */
// Each step signs in (scrypt) and runs axe: on a shared machine that takes more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Her own address this run: her link is read from the newest mail to it.
const CLIENT = { fullName: 'Aurora Sanz', email: `aurora.sanz.${Date.now()}@example.com` };
const FIRST = '¿Podríamos adelantar la primera prueba al martes por la tarde? Salgo de viaje el jueves.';
const REPLY_ES = 'Claro, Aurora: la esperamos el martes a las cinco en el atelier.';
const SECOND = 'Thank you! Could you also keep a swatch of the burgundy velvet for me?';
const REPLY_EN = 'Of course, the swatch will be waiting for you on Tuesday.';

const SCREENS = screensDir('request-thread');

const UNREAD = {
  es: (n: number) => (n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`),
  en: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
};

let request: SubmittedRequest;

async function ownerPage(browser: Browser, width: number, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
  const page = await context.newPage();
  await signInAsAdmin(page.request);
  return page;
}

/** Every unread message of every request, as the tab counts them (other journeys' requests too). */
async function totalUnread(page: Page): Promise<number> {
  return (await listRequests(page.request)).reduce((total, item) => total + item.unreadMessages, 0);
}

async function unreadOfOurs(page: Page): Promise<number | undefined> {
  return (await listRequests(page.request)).find((item) => item.type === request.type && item.id === request.id)?.unreadMessages;
}

/** The tab's accessible name: its label, then the unread count when there is one. */
const tabName = (label: string, total: number, unread: (n: number) => string) => (total === 0 ? label : `${label} ${unread(total)}`);

test.beforeAll(async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  request = await submitDressOrder(visitor, {
    ...CLIENT,
    phone: '+34 644 555 666',
    eventType: 'gala',
    eventDate: '2027-02-20',
    description: 'Vestido de gala en terciopelo burdeos, espalda al aire y manga francesa.',
    lang: 'es',
  });
  await postAsClient(visitor, CLIENT.email, FIRST);
  await visitor.dispose();
});

test('es, 390 px: her message marks the card and the tab; reading the thread clears them; the reply joins the thread', async ({ browser }) => {
  const page = await ownerPage(browser, 390, 'es-ES');
  const total = await totalUnread(page);
  expect(await unreadOfOurs(page)).toBe(1);
  await page.goto('/admin');
  const tab = page.getByRole('tab', { name: /^Solicitudes/ });
  await expect(tab).toHaveAccessibleName(tabName('Solicitudes', total, UNREAD.es));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${CLIENT.fullName}`) }) });
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.getByRole('heading')).toHaveAccessibleName(`${CLIENT.fullName} ${UNREAD.es(1)}`);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/es-390-list.png` });

  await card.getByRole('button', { name: CLIENT.fullName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CLIENT.fullName });
  await expect(dialog.getByRole('heading', { name: 'Conversación' })).toBeVisible();
  const thread = dialog.getByRole('list', { name: `Mensajes con ${CLIENT.fullName}` });
  await thread.scrollIntoViewIfNeeded();
  const first = thread.getByRole('listitem').first();
  await expect(first).toContainText(CLIENT.fullName);
  await expect(first).toContainText(FIRST);
  // Marked new for as long as the dialog shows it, though read from the moment it was seen.
  await expect(first).toContainText('Nuevo');
  await expect.poll(() => unreadOfOurs(page)).toBe(0);
  await expect(first).toContainText('Nuevo');
  await dialog.getByText('Tu respuesta', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/es-390-thread.png` });
  await expectNoAxeViolations(page);

  const reply = dialog.getByRole('textbox', { name: 'Tu respuesta' });
  await expect(reply).toHaveAccessibleDescription(/Le llega por correo y aparece en su página/);
  await reply.fill(REPLY_ES);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toastBehindDialog(page, 'Respuesta enviada')).toBeVisible();
  const answer = thread.getByRole('listitem').nth(1);
  await expect(answer).toContainText('El atelier');
  await expect(answer).toContainText(REPLY_ES);
  await expect(reply).toHaveValue('');
  await page.screenshot({ path: `${SCREENS}/es-390-replied.png` });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).not.toHaveAttribute('data-unread');
  await expect(card.getByRole('heading')).toHaveAccessibleName(CLIENT.fullName);
  await expect(tab).toHaveAccessibleName(tabName('Solicitudes', total - 1, UNREAD.es));
  expect((await threadOf(page.request, request)).messages.map(({ from, text, unread }) => [from, text, unread])).toEqual([
    ['client', FIRST, false],
    ['atelier', REPLY_ES, false],
  ]);
  await page.context().close();
});

test('en, 1280 px: her answer marks the row; the thread shows both sides, a blank reply is refused, and the reply is sent', async ({ browser, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  await postAsClient(visitor, CLIENT.email, SECOND);
  await visitor.dispose();

  const page = await ownerPage(browser, 1280, 'en-GB');
  const total = await totalUnread(page);
  await page.goto('/en/admin');
  const tab = page.getByRole('tab', { name: /^Requests/ });
  await expect(tab).toHaveAccessibleName(tabName('Requests', total, UNREAD.en));
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: CLIENT.fullName, exact: true }) });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByRole('cell').nth(2)).toContainText(UNREAD.en(1));
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/en-1280-list.png` });

  await row.getByRole('button', { name: CLIENT.fullName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CLIENT.fullName });
  const thread = dialog.getByRole('list', { name: `Messages with ${CLIENT.fullName}` });
  await thread.scrollIntoViewIfNeeded();
  const messages: Locator = thread.getByRole('listitem');
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(0)).toContainText(FIRST);
  await expect(messages.nth(0)).not.toContainText('New');
  await expect(messages.nth(1)).toContainText('The atelier');
  await expect(messages.nth(1)).toContainText(REPLY_ES);
  await expect(messages.nth(2)).toContainText(CLIENT.fullName);
  await expect(messages.nth(2)).toContainText(SECOND);
  await expect(messages.nth(2)).toContainText('New');
  await expect.poll(() => unreadOfOurs(page)).toBe(0);

  const reply = dialog.getByRole('textbox', { name: 'Your reply' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectFieldError(reply, 'Write a message of 1 to 4000 characters');
  await expect(messages).toHaveCount(3);
  await reply.fill(REPLY_EN);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toastBehindDialog(page, 'Reply sent')).toBeVisible();
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(3)).toContainText('The atelier');
  await expect(messages.nth(3)).toContainText(REPLY_EN);
  await thread.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/en-1280-thread.png` });
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).not.toHaveAttribute('data-unread');
  await expect(tab).toHaveAccessibleName(tabName('Requests', total - 1, UNREAD.en));
  await page.context().close();
});

test('the link in the designer\'s mail opens the request\'s dialog, and leaves the address clean', async ({ browser }) => {
  const page = await ownerPage(browser, 390, 'es-ES');
  await page.goto(`/admin#request=${request.type}-${request.id}`);
  await expect(page.getByRole('dialog', { name: CLIENT.fullName })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.context().close();
});
