import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { message, TOASTS, type ContactMessageListItem, type Lang } from '../packages/contracts/src/index.ts';
import { signInAsAdmin } from './support/api.ts';
import { expectFieldError, toast } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';

/**
 * The home page's contact section (docs/product.md#home): a message sent from the page is
 * stored, in both languages and at phone and desktop widths. The API accepts five messages per
 * address in ten minutes, so this file sends four real ones; the refusal is played by a route.
 */
const TEXT = {
  es: { home: '/', heading: 'Contacto', name: 'Nombre', email: 'Correo electrónico', subject: /^Asunto/, message: 'Mensaje', send: 'Enviar mensaje', sending: 'Enviando...' },
  en: { home: '/en/', heading: 'Contact Us', name: 'Name', email: 'Email', subject: /^Subject/, message: 'Message', send: 'Send message', sending: 'Sending...' },
} as const;

function contactForm(page: Page, lang: Lang) {
  const t = TEXT[lang];
  const section = page.locator('#contact');
  return {
    section,
    name: section.getByRole('textbox', { name: t.name, exact: true }),
    email: section.getByRole('textbox', { name: t.email }),
    subject: section.getByRole('textbox', { name: t.subject }),
    message: section.getByRole('textbox', { name: t.message, exact: true }),
    submit: section.getByRole('button', { name: t.send }),
  };
}

async function openContact(page: Page, lang: Lang) {
  await page.goto(TEXT[lang].home);
  const form = contactForm(page, lang);
  await expect(form.section.getByRole('heading', { level: 2, name: TEXT[lang].heading })).toBeVisible();
  // The island hydrates at the visitor's first gesture in it (client:interaction): waitForIslands hovers it.
  await waitForIslands(page);
  return form;
}

/** The inbox, read through the API as a signed-in user. */
async function storedMessages(request: APIRequestContext): Promise<ContactMessageListItem[]> {
  await signInAsAdmin(request);
  const response = await request.get('/api/contact-messages', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ContactMessageListItem[];
}

for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`a message sent from the ${lang} home page at ${width} px is stored`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const form = await openContact(page, lang);
      const name = `Visita ${lang}-${width}`;
      const text = `Quisiera pedir cita para una primera prueba (${lang}, ${width} px).`;
      await form.name.fill(name);
      await form.email.fill(`visita.${lang}.${width}@example.com`);
      await form.subject.fill('Primera prueba');
      await form.message.fill(text);

      const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/contact-messages'));
      await form.submit.click();
      const response = await posted;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['idempotency-key']).toBeTruthy();

      await expect(toast(page, TOASTS[lang].messageSent.title)).toBeVisible();
      await expect(toast(page, TOASTS[lang].messageSent.title)).toContainText(TOASTS[lang].messageSent.description);
      // Whole on the screen: not placed against the section, which is laid out only near the screen.
      await expect(toast(page, TOASTS[lang].messageSent.title)).toBeInViewport({ ratio: 1 });
      await expect(form.name).toHaveValue('');
      await expect(form.message).toHaveValue('');

      const stored = (await storedMessages(request)).find((m) => m.name === name);
      expect(stored).toMatchObject({ email: `visita.${lang}.${width}@example.com`, subject: 'Primera prueba', message: text, lang, erased: false });
    });
  }
}

test('the contact section links the phone, the email and the social profile from the settings', async ({ page }) => {
  const { section } = await openContact(page, 'en');
  await expect(section.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(section.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);
  const social = section.getByRole('link', { name: "The atelier's Instagram (opens in a new tab)" });
  await expect(social).toHaveAttribute('href', /^https:\/\//);
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAttribute('rel', /\bnoopener\b/);
});

test('invalid fields get the Spanish messages and nothing is sent', async ({ page }) => {
  const form = await openContact(page, 'es');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/contact-messages')) posted = true;
  });
  await form.email.fill('no-es-un-correo');
  await form.message.fill('Hola');
  await form.submit.click();
  await expectFieldError(form.name, message('nameRequired', 'es'));
  await expectFieldError(form.email, message('contactEmail', 'es'));
  await expectFieldError(form.message, message('contactMessage', 'es'));
  await expect(form.name).toBeFocused();
  expect(posted).toBe(false);
});

test('while sending the button reads Sending..., and a refusal for too many messages is shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openContact(page, 'en');
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/contact-messages**', async (route) => {
    await answered;
    await route.fulfill({
      status: 429,
      headers: { 'Retry-After': '600' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'rate_limited', message: message('tooManyContactMessages', 'en') }),
    });
  });
  await form.name.fill('Olivia Grant');
  await form.email.fill('olivia@example.com');
  await form.message.fill('Could I visit the atelier next week?');
  await form.submit.click();
  await expect(form.section.getByRole('button', { name: TEXT.en.sending })).toBeDisabled();
  answer();
  await expect(form.section.getByRole('alert')).toHaveText(message('tooManyContactMessages', 'en'));
  await expect(toast(page, TOASTS.en.messageFailed.title)).toContainText(message('tooManyContactMessages', 'en'));
  // What the visitor wrote is kept for a later try.
  await expect(form.message).toHaveValue('Could I visit the atelier next week?');
});

test('what a visitor types and sends before the form has loaded is kept and sent once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The form's code is held back until she has written and pressed send (client:interaction).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/ContactForm\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  let sent: unknown;
  await page.route('**/api/contact-messages**', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
  });
  await page.goto(TEXT.es.home);
  const form = contactForm(page, 'es');
  await form.name.fill('Lucía Prado');
  await form.email.fill('lucia@example.com');
  await form.message.fill('Me caso en junio y busco un vestido a medida.');
  await expect(page.locator('#contact astro-island[ssr]')).toHaveCount(1);
  await form.submit.click();
  release();

  await expect(toast(page, TOASTS.es.messageSent.title)).toBeVisible();
  expect(sent).toMatchObject({ name: 'Lucía Prado', email: 'lucia@example.com', message: 'Me caso en junio y busco un vestido a medida.' });
  await expect(form.name).toHaveValue('');
  await expect(form.message).toHaveValue('');
});
