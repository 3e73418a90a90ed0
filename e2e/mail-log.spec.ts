import { expect, test, type Browser, type Locator, type Page } from './support/test.ts';
import type { MailLogPage, MailSettingsAnswer } from '../packages/contracts/src/index.ts';
import { signInAsAdmin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { futureDate, toast } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';

/**
 * The designer's side of mail (docs/product.md#mail, ADR 045): a request sent through the
 * public form gives the client's mail and her own, which the mail log shows sent (embedded
 * mode writes .eml files) and previews as they went out; in Settings she switches a notice
 * off and on, sends a test mail and finds it in the log, and previews a template in both
 * languages. Spanish on a phone, English on a desktop.
 */
// Each step signs in (scrypt), waits for the sender and runs axe several times.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Where the designer's mails go: saved first, so her notices have somewhere to go. */
const ATELIER_EMAIL = 'taller@atelier.example';

const RUNS = [
  {
    lang: 'es',
    width: 390,
    locale: 'es-ES',
    client: { name: 'Inés Albéniz Roca', email: 'ines.albeniz@example.com' },
    form: {
      path: '/order-dress',
      fullName: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      eventType: 'Tipo de evento',
      wedding: 'Boda',
      eventDate: 'Fecha del evento',
      description: 'Describe tu vestido',
      submit: 'Enviar pedido',
    },
    w: {
      log: '/admin/mail',
      settings: '/admin/settings',
      nav: 'Secciones de administración',
      section: 'Correos',
      title: 'Registro de correos',
      list: 'Correos enviados y por enviar',
      refresh: 'Actualizar',
      sent: 'Enviado',
      received: (id: number) => `Solicitud recibida · Vestido nº ${id}`,
      newRequest: (id: number) => `Nueva solicitud · Vestido nº ${id}`,
      clientSubject: /^Hemos recibido/,
      design: 'Diseño',
      text: 'Texto',
      textPart: 'Texto del correo',
      frame: /^Vista previa del correo «Hemos recibido/,
      close: 'Cerrar',
      panel: 'Correo',
      notice: /^Nueva solicitud/,
      noticeOff: 'Aviso desactivado: Nueva solicitud',
      noticeOn: 'Aviso activado: Nueva solicitud',
      sendTest: 'Enviar un correo de prueba',
      testSent: `Correo de prueba en camino a ${ATELIER_EMAIL}.`,
      seeLog: 'Verlo en el registro de correos',
      testRow: 'Correo de prueba',
      template: 'Correo',
      appointment: 'Cita',
      languages: { es: 'Español', en: 'Inglés' },
    },
  },
  {
    lang: 'en',
    width: 1280,
    locale: 'en-GB',
    client: { name: 'Harriet Vane', email: 'harriet.vane@example.com' },
    form: {
      path: '/en/order-dress',
      fullName: 'Full name',
      email: 'Email',
      phone: 'Phone',
      eventType: 'Event type',
      wedding: 'Wedding',
      eventDate: 'Event date',
      description: 'Describe your dress',
      submit: 'Submit order',
    },
    w: {
      log: '/en/admin/mail',
      settings: '/en/admin/settings',
      nav: 'Back office sections',
      section: 'Mail',
      title: 'Mail log',
      list: 'Mail sent and to send',
      refresh: 'Refresh',
      sent: 'Sent',
      received: (id: number) => `Request received · Dress no. ${id}`,
      newRequest: (id: number) => `New request · Dress no. ${id}`,
      clientSubject: /^We have received/,
      design: 'Design',
      text: 'Text',
      textPart: 'Text of the mail',
      frame: /^Preview of the mail “We have received/,
      close: 'Close',
      panel: 'Mail',
      notice: /^New request/,
      noticeOff: 'Notice switched off: New request',
      noticeOn: 'Notice switched on: New request',
      sendTest: 'Send a test mail',
      testSent: `Test mail on its way to ${ATELIER_EMAIL}.`,
      seeLog: 'See it in the mail log',
      testRow: 'Test mail',
      template: 'Mail',
      appointment: 'Appointment',
      languages: { es: 'Spanish', en: 'English' },
    },
  },
] as const;

type Run = (typeof RUNS)[number];

async function designerPage(browser: Browser, run: Run): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.width === 390 ? 844 : 900 }, locale: run.locale });
  const page = await context.newPage();
  await signInAsAdmin(page.request);
  const saved = await page.request.put('/api/site-settings/contactEmail', { data: { value: ATELIER_EMAIL }, headers: { Origin: BASE_URL } });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

/** A dress order sent through the public form, in the run's language; its number. */
async function orderThroughTheForm(browser: Browser, run: Run): Promise<number> {
  const visitor = await (await browser.newContext({ viewport: { width: run.width, height: 900 }, locale: run.locale })).newPage();
  await visitor.goto(run.form.path);
  await waitForIslands(visitor);
  const f = run.form;
  await visitor.getByRole('textbox', { name: f.fullName }).fill(run.client.name);
  await visitor.getByRole('textbox', { name: f.email }).fill(run.client.email);
  await visitor.getByRole('textbox', { name: f.phone }).fill('+34 600 123 456');
  await visitor.getByRole('combobox', { name: f.eventType }).selectOption({ label: f.wedding });
  await visitor.getByLabel(f.eventDate).fill(futureDate());
  await visitor.getByRole('textbox', { name: f.description }).fill('Un vestido largo de crepé marfil, con la espalda descubierta y mangas de tul.');
  const posted = visitor.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/dress-orders'));
  await visitor.getByRole('button', { name: f.submit }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await visitor.context().close();
  return id;
}

const rowOf = (page: Page, run: Run, text: string): Locator => page.getByRole('list', { name: run.w.list }).getByRole('listitem').filter({ hasText: text });

/** Reads the log again (its Refresh button) until the row says sent: the sender writes its .eml file after the outbox has the entry. */
async function expectSent(page: Page, run: Run, row: Locator): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: run.w.refresh }).click();
    await expect(row.locator('[data-mark]')).toHaveText(run.w.sent, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

for (const run of RUNS) {
  const { w } = run;

  test(`${run.lang}, ${run.width} px: the client's mail and the designer's for a request sent through the form are in the log, sent, and open as they went out`, async ({ browser }) => {
    const page = await designerPage(browser, run);
    const id = await orderThroughTheForm(browser, run);

    await page.goto(w.log);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.section, exact: true })).toHaveAttribute('aria-current', 'page');
    const hers = rowOf(page, run, w.received(id));
    const mine = rowOf(page, run, w.newRequest(id));
    await expect(hers).toContainText(run.client.email);
    await expect(mine).toContainText(ATELIER_EMAIL);
    await expectSent(page, run, hers);
    await expectSent(page, run, mine);
    // Newest first: her request's two mails lead the log.
    const log = (await (await page.request.get('/api/mail')).json()) as MailLogPage;
    expect(log.entries.slice(0, 2).map((entry) => entry.template).sort()).toEqual(['request-new', 'request-received']);
    expect(log.entries.find((entry) => entry.template === 'request-received')).toMatchObject({ recipient: 'client', to: run.client.email, lang: run.lang, request: { type: 'dress', id } });
    await expectNoAxeViolations(page);

    await hers.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: w.clientSubject });
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAccessibleName(w.frame);
    expect(await frame.getAttribute('srcdoc')).toContain(run.client.name);
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: w.text }).click();
    await expect(dialog.getByLabel(w.textPart)).toContainText(run.client.name);
    await expect(frame).toHaveCount(0);
    await dialog.getByRole('radio', { name: w.design }).click();
    await expect(frame).toBeVisible();
    await dialog.getByRole('button', { name: w.close }).last().click();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });

  test(`${run.lang}, ${run.width} px: in Settings a notice is switched off and on, a test mail reaches the log, and a template shows in both languages`, async ({ browser }) => {
    const page = await designerPage(browser, run);
    // The panel reads its settings and its first preview once the screen's code has arrived: on a busy machine, later than a UI assertion waits.
    const read = Promise.all(['/api/mail/settings', '/api/mail/templates/request-received/es'].map((path) => page.waitForResponse((r) => r.url().endsWith(path))));
    await page.goto(w.settings);
    await read;
    const panel = page.getByRole('region', { name: w.panel, exact: true });
    await expect(panel).toContainText(ATELIER_EMAIL);

    const notice = panel.getByRole('switch', { name: w.notice });
    await expect(notice).toBeChecked();
    await notice.click();
    await expect(toast(page, w.noticeOff)).toBeVisible();
    await expect(notice).not.toBeChecked();
    const settings = async () => ((await (await page.request.get('/api/mail/settings')).json()) as MailSettingsAnswer).notices.notifyNewRequest;
    expect(await settings()).toBe(false);
    await notice.click();
    await expect(toast(page, w.noticeOn)).toBeVisible();
    await expect(notice).toBeChecked();
    expect(await settings()).toBe(true);

    const template = panel.getByRole('combobox', { name: w.template, exact: true });
    await template.selectOption({ label: w.appointment });
    await panel.getByRole('radio', { name: w.languages.es }).click();
    await expect(panel.getByText(/^Tu cita: /)).toBeVisible();
    expect(await panel.locator('iframe').getAttribute('srcdoc')).toContain('Tu cita');
    await panel.getByRole('radio', { name: w.languages.en }).click();
    await expect(panel.getByText(/^Your appointment: /)).toBeVisible();
    expect(await panel.locator('iframe').getAttribute('srcdoc')).toContain('Your appointment');
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: w.sendTest }).click();
    await expect(panel.getByRole('status').filter({ hasText: w.testSent })).toBeVisible();
    await panel.getByRole('link', { name: w.seeLog }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const test = rowOf(page, run, w.testRow).first();
    await expect(test).toContainText(ATELIER_EMAIL);
    await expectSent(page, run, test);
    await page.context().close();
  });
}
