import { expect, test, type Browser, type Page } from './support/test.ts';
import { signInAsAdmin, submitDressOrder } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { futureDate, toast } from './support/form.ts';
import { screensDir } from './support/screens.ts';

/**
 * The designer's clients (docs/product.md#clients-and-measurements): in Spanish on a phone she
 * finds a client by her name, takes her measurements and writes a private note; in English on a
 * laptop she pins the commission to that set, sees a newer set drift by more than 2 cm, and
 * erases the client. One client, followed through both steps; axe on each screen.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SCREENS = screensDir('clients');
const NAME = `Aurora Villalba ${Date.now()}`;
const HEADERS = { Origin: BASE_URL, Accept: 'application/json' };
let clientId = '';
let requestId = 0;

async function designer(browser: Browser, width: number, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
  const page = await context.newPage();
  await signInAsAdmin(page.request);
  return page;
}

test('es, 390 px: she finds the client, takes her measurements and writes a note', async ({ browser }) => {
  const page = await designer(browser, 390, 'es-ES');
  const order = await submitDressOrder(page.request, {
    fullName: NAME,
    email: `aurora-${Date.now()}@example.com`,
    phone: '+34 622 333 444',
    eventType: 'wedding',
    eventDate: futureDate(),
    description: 'Un vestido de novia de crepé con la espalda al aire.',
    lang: 'es',
  });
  requestId = order.id;
  clientId = `dress-${order.id}`;

  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Clientas' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('searchbox', { name: 'Buscar por nombre, correo o teléfono' }).fill(NAME);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: new RegExp(NAME) }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(clientId) })).toHaveAttribute('href', `/admin#request=${clientId}`);
  await expectNoAxeViolations(page);

  await page.getByText('Nuevo juego de medidas').click();
  await page.getByRole('spinbutton', { name: 'Pecho (cm)', exact: true }).fill('88');
  await page.getByRole('spinbutton', { name: 'Cintura (cm)', exact: true }).fill('70');
  await page.getByRole('spinbutton', { name: 'Cadera (cm)', exact: true }).fill('96');
  await page.getByRole('button', { name: 'Guardar medidas' }).click();
  await expect(toast(page, 'Medidas guardadas')).toBeVisible();
  await expect(page.getByText('Por el atelier · Actuales')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nueva nota' }).fill('Prefiere las pruebas por la mañana.');
  await page.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.getByText('Prefiere las pruebas por la mañana.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/es-390-client.png`, fullPage: true });
  await page.context().close();
});

test('en, 1280 px: she pins the commission, sees the drift of a newer set, and erases the client', async ({ browser }) => {
  const page = await designer(browser, 1280, 'en-GB');
  const approved = await page.request.patch(`/api/dress-orders/${requestId}/status`, { data: { status: 'approved' }, headers: HEADERS });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto(`/en/admin/clients#client=${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await page.getByRole('button', { name: `Pin to ${clientId}` }).click();
  await expect(page.getByText(`${clientId}: made to set ${clientId}.1`)).toBeVisible();
  await expect(page.getByText('No change above 2 cm.')).toBeVisible();
  // The pinned set says so instead of offering the pin again.
  await expect(page.getByText(`Pinned to ${clientId}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Pin to ${clientId}` })).toHaveCount(0);

  await page.getByText('New measurement set').click();
  await page.getByRole('spinbutton', { name: 'Bust (cm)', exact: true }).fill('90.5');
  await page.getByRole('spinbutton', { name: 'Waist (cm)', exact: true }).fill('72');
  await page.getByRole('button', { name: 'Save measurements' }).click();
  await expect(page.getByText('The current measurements differ by more than 2 cm:')).toBeVisible();
  await expect(page.getByText('Bust: 88 → 90.5 cm')).toBeVisible();
  await expect(page.getByText(/^Waist:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/en-1280-client.png`, fullPage: true });

  await page.getByRole('button', { name: 'Erase client data' }).click();
  const dialog = page.getByRole('alertdialog', { name: "Erase all of this client's data?" });
  await dialog.getByRole('textbox', { name: 'Type ERASE to confirm' }).fill('ERASE');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data erased' })).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  await page.context().close();
});
