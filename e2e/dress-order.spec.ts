import { expect, test, type Page } from './support/test.ts';
import { message, TOASTS } from '../packages/contracts/src/index.ts';
import { expectApart, expectFieldError, expectNoFieldError, futureDate, toast } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';
import { oversizedPhoto, pdfFile, photo, textFile } from './support/images.ts';
import { lastSentForm, recordSentForms, sentFiles, sentValue } from './support/sent-forms.ts';

// A Spanish visitor on a phone.
test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });

function orderForm(page: Page) {
  return {
    fullName: page.getByRole('textbox', { name: 'Nombre completo' }),
    email: page.getByRole('textbox', { name: 'Correo electrónico' }),
    phone: page.getByRole('textbox', { name: 'Teléfono' }),
    address: page.getByRole('textbox', { name: /^Dirección/ }),
    eventType: page.getByRole('combobox', { name: 'Tipo de evento' }),
    eventDate: page.getByLabel('Fecha del evento'),
    description: page.getByRole('textbox', { name: 'Describe tu vestido' }),
    photo: page.locator('input[type="file"][name="image"]'),
    submit: page.getByRole('button', { name: 'Enviar pedido' }),
  };
}

test.beforeEach(async ({ page }) => {
  await recordSentForms(page);
  await page.goto('/order-dress');
  await waitForIslands(page);
});

test('an empty order shows every required field’s Spanish message and sends nothing', async ({ page }) => {
  const form = orderForm(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/dress-orders')) posted = true;
  });

  await form.submit.click();

  await expectFieldError(form.fullName, message('fullName', 'es'));
  await expectFieldError(form.email, message('email', 'es'));
  await expectFieldError(form.phone, message('phone', 'es'));
  await expectFieldError(form.eventType, message('eventType', 'es'));
  await expectFieldError(form.eventDate, message('eventDate', 'es'));
  await expectFieldError(form.description, message('description', 'es'));
  await expectNoFieldError(form.address);
  expect(posted).toBe(false);
});

test('invalid values get their own Spanish messages', async ({ page }) => {
  const form = orderForm(page);
  await form.fullName.fill('L');
  await form.email.fill('lucia-en-ejemplo.com');
  await form.phone.fill('600 12');
  await form.description.fill('Demasiado corto');
  await form.submit.click();

  await expectFieldError(form.fullName, message('fullName', 'es'));
  await expectFieldError(form.email, message('email', 'es'));
  await expectFieldError(form.phone, message('phone', 'es'));
  await expectFieldError(form.description, message('description', 'es'));

  // Correcting a field clears its message.
  await form.email.fill('lucia@ejemplo.com');
  await form.email.blur();
  await expectNoFieldError(form.email);
});

test('a 6 MB photo and a non-image are refused before sending', async ({ page }) => {
  const form = orderForm(page);

  await form.photo.setInputFiles(oversizedPhoto('vestido-enorme.jpg'));
  await expectFieldError(form.photo, message('fileTooLarge', 'es', { mb: 5 }));
  await expect(page.getByRole('button', { name: /^Quitar / })).toHaveCount(0);

  await form.photo.setInputFiles(textFile('medidas.txt'));
  await expectFieldError(form.photo, message('imagesOnly', 'es'));

  await form.photo.setInputFiles(pdfFile('presupuesto.pdf'));
  await expectFieldError(form.photo, message('imagesOnly', 'es'));
  await expect(page.getByRole('button', { name: /^Quitar / })).toHaveCount(0);

  // A real photo is then accepted and the message goes away.
  await form.photo.setInputFiles(await photo('boceto.jpg'));
  await expect(page.getByRole('button', { name: 'Quitar boceto.jpg' })).toBeVisible();
  await expectNoFieldError(form.photo);
});

test('a complete order with a photo is sent, confirmed with a toast and a confirmation panel, and the form is reset', async ({ page }) => {
  const form = orderForm(page);
  await form.fullName.fill('Lucía Fernández');
  await form.email.fill('lucia@ejemplo.com');
  await form.phone.fill('+34 600 123 456');
  await form.address.fill('Calle Mayor 1, Madrid');
  await form.eventType.selectOption({ label: 'Boda' });
  const eventDate = futureDate();
  await form.eventDate.fill(eventDate);
  await form.description.fill('Vestido largo de seda marfil, escote barco y espalda descubierta con botones forrados.');
  // The picker takes one photo, and its label says one.
  await expect(page.getByText('Imagen de referencia', { exact: true })).toBeVisible();
  await expect(page.getByText('Imágenes de referencia', { exact: true })).toHaveCount(0);
  // On a phone the picker says to tap, and says so differently once the photo is chosen.
  await expect(page.getByText('Pulsa para elegir una foto de referencia')).toBeVisible();
  await form.photo.setInputFiles(await photo('inspiracion.jpg'));
  await expect(page.getByRole('button', { name: 'Quitar inspiracion.jpg' })).toBeVisible();
  await expect(page.getByText('Foto elegida · pulsa para cambiarla')).toBeVisible();
  await expect(page.getByText('Pulsa para elegir una foto de referencia')).toHaveCount(0);

  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/dress-orders'));
  await form.submit.click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ type: 'dress', status: 'pending', id: expect.any(Number) });
  // The photo travelled with the order as its one `image` part, and the form said it was Spanish.
  const sent = await lastSentForm(page, '/api/dress-orders');
  expect(sentFiles(sent, 'image').map((file) => file.fileName)).toEqual(['inspiracion.jpg']);
  expect(sentValue(sent, 'lang')).toBe('es');
  expect(response.request().headers()['idempotency-key']).toBeTruthy();

  await expect(toast(page, TOASTS.es.orderSubmitted.title)).toBeVisible();
  // The confirmation panel takes the form's place: what was received, and what happens next.
  const panel = page.getByTestId('request-confirmation');
  await expect(panel.getByRole('heading', { level: 2, name: 'Gracias, Lucía.' })).toBeFocused();
  // The toast stands beside the receipt, never over it.
  await expectApart(toast(page, TOASTS.es.orderSubmitted.title), panel);
  await expect(panel).toContainText('Hemos recibido tu pedido.');
  await expect(panel.getByRole('definition').first()).toHaveText('Boda');
  await expect(panel).toContainText(new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${eventDate}T00:00:00Z`)));
  await expect(panel).toContainText('te responderá en un plazo de 48 horas por correo electrónico, a lucia@ejemplo.com');
  await expect(form.submit).toHaveCount(0);
  await panel.getByRole('button', { name: 'Enviar otro pedido' }).click();
  await expect(form.fullName).toBeFocused();
  await expect(form.fullName).toHaveValue('');
  await expect(form.email).toHaveValue('');
  await expect(form.phone).toHaveValue('');
  await expect(form.address).toHaveValue('');
  await expect(form.eventType).toHaveValue('');
  await expect(form.eventDate).toHaveValue('');
  await expect(form.description).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Quitar inspiracion.jpg' })).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
});

test('after a lost answer, the unchanged order is retried with its key (one order); an edited one gets a new key', async ({ page }) => {
  const form = orderForm(page);
  async function fill(description: string) {
    await form.fullName.fill('Lucía Fernández');
    await form.email.fill('lucia@ejemplo.com');
    await form.phone.fill('+34 600 123 456');
    await form.eventType.selectOption({ label: 'Gala' });
    await form.eventDate.fill(futureDate());
    await form.description.fill(description);
  }
  /** The next post reaches the server, which stores it, but its answer is lost on the way back. */
  async function loseNextAnswer(): Promise<() => Promise<{ id: number; key: string }>> {
    let stored: { id: number; key: string } | undefined;
    await page.route(
      '**/api/dress-orders',
      async (route) => {
        const response = await route.fetch();
        stored = { id: ((await response.json()) as { id: number }).id, key: route.request().headers()['idempotency-key']! };
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    return async () => {
      await expect.poll(() => stored).toBeDefined();
      return stored!;
    };
  }
  const answered = () => page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/dress-orders'));

  await fill('Vestido de gala en crepé negro, manga larga y espalda descubierta.');
  let lost = await loseNextAnswer();
  await form.submit.click();
  const first = await lost();
  await expect(toast(page, TOASTS.es.orderFailed.title)).toBeVisible();

  let response = answered();
  await form.submit.click();
  const retry = await response;
  expect(retry.request().headers()['idempotency-key']).toBe(first.key);
  expect(await retry.json()).toMatchObject({ id: first.id });
  await page.getByRole('button', { name: 'Enviar otro pedido' }).click();

  await fill('Vestido de gala en crepé negro, manga larga y escote en pico.');
  lost = await loseNextAnswer();
  await form.submit.click();
  const second = await lost();
  await form.description.fill('Vestido de gala en crepé azul noche, manga larga y escote en pico.');
  response = answered();
  await form.submit.click();
  const edited = await response;
  expect(edited.status()).toBe(201);
  expect(edited.request().headers()['idempotency-key']).not.toBe(second.key);
  expect(((await edited.json()) as { id: number }).id).not.toBe(second.id);
});
