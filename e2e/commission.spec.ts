import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from './support/test.ts';
import { signInAsAdmin, submitDressOrder } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { futureDate, toast } from './support/form.ts';
import { photo } from './support/images.ts';
import { clientLinkFor } from './support/mail-link.ts';
import { screensDir } from './support/screens.ts';

/**
 * A commission from approval to a fitting's shared photo (docs/product.md#commissions, ADR
 * 052-054), in the order the two of them live it:
 * 1. the designer approves a request, finds it on the board, sends a quote, records the deposit,
 *    adds a fabric and moves the stage to the deposit;
 * 2. the client opens her link from the mail, accepts the quote with one click and chooses the fabric;
 * 3. the designer accepts the fitting plan from the commission's screen;
 * 4. the client sees her three fittings (and the delivery) among her appointments;
 * 5. the designer records the first fitting: notes, two photos, one shared; then moves the stage
 *    past the unpaid balance with an override;
 * 6. the client sees that one photo, and nothing of the notes.
 * Es at 390 px, en at 1280 px; axe on every screen on the way.
 */
// Two people, seven screens, ten axe runs, uploads and a mail read on a shared machine: more than the default minute.
test.describe.configure({ timeout: 420_000 });

const SCREENS = screensDir('commission');

const WORDS = {
  es: {
    admin: '/admin',
    client: 'Valentina Ortega',
    approveOf: (name: string) => `Aprobar la solicitud de ${name}`,
    approve: 'Aprobar',
    nav: 'Encargos',
    consultation: 'Consulta',
    line: (n: number) => `Concepto de la línea ${n}`,
    amount: (n: number) => `Importe de la línea ${n} (€)`,
    total: '1.700,00 €',
    deposit: '850,00 €',
    send: 'Enviar a la clienta',
    sent: 'Presupuesto enviado',
    payAmount: 'Importe (€)',
    method: 'Forma de pago',
    bizum: 'Bizum',
    record: 'Registrar pago',
    recorded: 'Pago registrado',
    paid: 'Pagado',
    addFabric: 'Añadir tejido',
    fabricName: 'Nombre',
    supplier: 'Proveedor',
    composition: 'Composición',
    price: 'Precio por metro (€)',
    metres: 'Metros necesarios',
    swatch: 'Foto de la muestra',
    saveFabric: 'Guardar tejido',
    fabricAdded: 'Tejido añadido',
    moveTo: 'Mover a',
    move: 'Mover',
    depositStage: 'Señal',
    balanceStage: 'Pago final',
    movedDeposit: 'Movido a Señal',
    movedBalance: 'Movido a Pago final',
    override: 'Avanzar sin el pago',
    reason: 'Motivo de la excepción',
    overrideConfirm: 'Avanzar con excepción',
    now: 'Etapa actual',
    open: 'Ver mi pedido',
    accept: 'Aceptar el presupuesto',
    accepted: /Aceptado el/,
    choose: (name: string) => `Elegir este tejido: ${name}`,
    choice: 'Tu elección',
    herNow: 'Ahora',
    plan: 'Plan de pruebas',
    addToCalendar: 'Añadir al calendario',
    planAdded: 'Se añadieron 4 citas al calendario',
    onCalendar: 'En el calendario',
    appointments: 'Tus citas',
    herFittings: ['Primera prueba', 'Segunda prueba', 'Prueba final'],
    firstFittingBadge: 'Primera prueba',
    notes: /^Notas de la prueba/,
    save: 'Guardar ficha',
    addPhotos: 'Añadir fotos',
    upload: 'Subir fotos',
    photo: (n: number) => new RegExp(`Foto ${n} de la prueba`),
    fittings: 'Tus pruebas',
  },
  en: {
    admin: '/en/admin',
    client: 'Harriet Lane',
    approveOf: (name: string) => `Approve the request from ${name}`,
    approve: 'Approve',
    nav: 'Commissions',
    consultation: 'Consultation',
    line: (n: number) => `Line ${n} label`,
    amount: (n: number) => `Line ${n} amount (€)`,
    total: '€1,700.00',
    deposit: '€850.00',
    send: 'Send to the client',
    sent: 'Quote sent',
    payAmount: 'Amount (€)',
    method: 'Payment method',
    bizum: 'Bizum',
    record: 'Record payment',
    recorded: 'Payment recorded',
    paid: 'Paid',
    addFabric: 'Add a fabric',
    fabricName: 'Name',
    supplier: 'Supplier',
    composition: 'Composition',
    price: 'Price per metre (€)',
    metres: 'Metres needed',
    swatch: 'Swatch photo',
    saveFabric: 'Save fabric',
    fabricAdded: 'Fabric added',
    moveTo: 'Move to',
    move: 'Move',
    depositStage: 'Deposit',
    balanceStage: 'Balance',
    movedDeposit: 'Moved to Deposit',
    movedBalance: 'Moved to Balance',
    override: 'Move on without the payment',
    reason: 'Reason for the override',
    overrideConfirm: 'Move with override',
    now: 'Current stage',
    open: 'View my request',
    accept: 'Accept the quote',
    accepted: /Accepted on/,
    choose: (name: string) => `Choose this fabric: ${name}`,
    choice: 'Your choice',
    herNow: 'Now',
    plan: 'Fitting plan',
    addToCalendar: 'Add to the calendar',
    planAdded: '4 appointments added to the calendar',
    onCalendar: 'On the calendar',
    appointments: 'Your appointments',
    herFittings: ['First fitting', 'Second fitting', 'Final fitting'],
    firstFittingBadge: 'First Fitting',
    notes: /^Fitting notes/,
    save: 'Save record',
    addPhotos: 'Add photos',
    upload: 'Upload photos',
    photo: (n: number) => new RegExp(`Fitting photo ${n}`),
    fittings: 'Your fittings',
  },
} as const;

type Lang = keyof typeof WORDS;
const FABRIC = 'Mikado de seda marfil';

async function designer(browser: Browser, width: number, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
  const page = await context.newPage();
  await signInAsAdmin(page.request);
  return page;
}

/** 1. The designer: approve, the board, the quote, the deposit, a fabric, the stage moved to the deposit. */
async function designerPart(page: Page, lang: Lang, width: number, name: string, id: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto(`${BASE_URL}${w.admin}`);
  await page.getByRole('button', { name: w.approveOf(name) }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: w.approve }).click();
  await expect(page.getByRole('button', { name: w.approveOf(name) })).toHaveCount(0);
  // The commission opens as the approval is projected: the board is read once it is there.
  await expect.poll(async () => (await page.request.get(`${BASE_URL}/api/commissions/${id}`)).status()).toBe(200);

  // The board, from the nav: her card in the first stage.
  await page.getByRole('navigation').getByRole('link', { name: w.nav }).click();
  const column = page.getByRole('region', { name: w.consultation });
  const card = column.getByRole('link', { name });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-1-board.png`, fullPage: true });

  // Her commission: the quote, its total live.
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: w.line(1) }).fill(lang === 'es' ? 'Diseño y patronaje' : 'Design and pattern');
  await page.getByRole('textbox', { name: w.amount(1) }).fill(lang === 'es' ? '1.250,00' : '1,250.00');
  await page.getByRole('textbox', { name: w.line(2) }).fill(lang === 'es' ? 'Tejido' : 'Fabric');
  await page.getByRole('textbox', { name: w.amount(2) }).fill('450');
  const quote = page.getByRole('region', { name: lang === 'es' ? 'Presupuesto' : 'Quote' });
  await expect(quote.getByText(w.total)).toBeVisible();
  await expect(quote.getByText(w.deposit)).toBeVisible();
  await page.getByRole('button', { name: w.send }).click();
  await expect(toast(page, w.sent)).toBeVisible();

  // The deposit, by Bizum today.
  await page.getByRole('textbox', { name: w.payAmount, exact: true }).fill('850');
  await page.getByRole('combobox', { name: w.method }).selectOption({ label: w.bizum });
  await page.getByRole('button', { name: w.record }).click();
  await expect(toast(page, w.recorded)).toBeVisible();
  const payments = page.getByRole('region', { name: lang === 'es' ? 'Pagos' : 'Payments' });
  await expect(payments.getByRole('definition').first()).toHaveText(w.deposit);

  // A fabric option with its swatch.
  await page.getByRole('button', { name: w.addFabric }).click();
  await page.getByRole('textbox', { name: w.fabricName }).fill(FABRIC);
  await page.getByRole('textbox', { name: w.supplier }).fill('Tessitura Serica');
  await page.getByRole('textbox', { name: w.composition }).fill(lang === 'es' ? '100 % seda' : '100% silk');
  await page.getByRole('textbox', { name: w.price }).fill(lang === 'es' ? '38,50' : '38.50');
  await page.getByRole('textbox', { name: w.metres }).fill(lang === 'es' ? '4,5' : '4.5');
  await page.getByLabel(w.swatch).setInputFiles(await photo('mikado.jpg', 'jpeg', { r: 236, g: 228, b: 212 }));
  await page.getByRole('button', { name: w.saveFabric }).click();
  await expect(toast(page, w.fabricAdded)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: FABRIC })).toBeVisible();

  // The deposit is paid: the move goes through.
  await page.getByRole('combobox', { name: w.moveTo }).selectOption({ label: w.depositStage });
  await page.getByRole('button', { name: w.move, exact: true }).click();
  await expect(toast(page, w.movedDeposit)).toBeVisible();
  const stage = page.getByRole('region', { name: lang === 'es' ? 'Etapa' : 'Stage' });
  await expect(stage.locator('[aria-current="step"]')).toContainText(w.depositStage);
  await expect(stage.locator('[aria-current="step"]')).toContainText(w.now);

  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-2-commission.png`, fullPage: true });
}

/** 2. Her, from the link in her mail: the progress line, the quote accepted, the fabric chosen. Her page stays open for what follows. */
async function herChoices(browser: Browser, lang: Lang, width: number, email: string): Promise<Page> {
  const w = WORDS[lang];
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: lang === 'es' ? 'es-ES' : 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${await clientLinkFor(email)}`);
  await page.getByRole('button', { name: w.open }).click();
  const progress = page.locator('ol [aria-current="step"]');
  await expect(progress).toContainText(w.herNow);
  await expect(progress).toContainText(w.depositStage);
  await expect(page.getByText(w.total).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-3-her-page.png`, fullPage: true });

  await page.getByRole('button', { name: w.accept }).click();
  await expect(page.getByText(w.accepted)).toBeVisible();
  await expect(page.getByRole('button', { name: w.accept })).toHaveCount(0);
  await page.getByRole('button', { name: w.choose(FABRIC), exact: true }).click();
  const chosen = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: FABRIC }) });
  await expect(chosen).toContainText(w.choice);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-4-her-choices.png`, fullPage: true });
  return page;
}

/** 3. The designer, on the commission's screen: the plan proposed back from the wedding, accepted into the calendar in one step. */
async function planPart(page: Page, lang: Lang, width: number): Promise<void> {
  const w = WORDS[lang];
  await page.reload();
  const plan = page.getByRole('form', { name: w.plan });
  await expect(plan.getByRole('listitem')).toHaveCount(4);
  await plan.getByRole('button', { name: w.addToCalendar }).click();
  await expect(plan.getByRole('status')).toContainText(w.planAdded);
  await expect(plan.getByText(w.onCalendar)).toHaveCount(4);
  await expectNoAxeViolations(page);
  await plan.screenshot({ path: `${SCREENS}/${lang}-${width}-5-plan.png` });
}

/** 4. Her page again: the three fittings and the delivery among her appointments, no fitting record yet. */
async function herAppointments(page: Page, lang: Lang, width: number): Promise<void> {
  const w = WORDS[lang];
  await page.reload();
  const appointments = page.getByRole('region', { name: w.appointments });
  for (const fitting of w.herFittings) await expect(appointments.getByRole('listitem').filter({ hasText: fitting })).toHaveCount(1);
  await expect(appointments.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: w.fittings })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await appointments.screenshot({ path: `${SCREENS}/${lang}-${width}-6-her-appointments.png` });
}

/** 5. The designer records the first fitting from the request's dialog: notes, two photos, the second shared; then the balance, unpaid, passed with an override. */
async function fittingPart(page: Page, lang: Lang, width: number, name: string, id: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto(`${BASE_URL}${w.admin}#request=${id}`);
  const dialog = page.getByRole('dialog', { name });
  // The request's calendar lists its four appointments, each a button named by its day beside its milestone.
  await dialog.getByRole('listitem').filter({ hasText: w.firstFittingBadge, has: page.getByRole('button') }).getByRole('button').click();
  await dialog.getByRole('textbox', { name: w.notes }).fill('Cintura holgada; hombro derecho algo alto.');
  await dialog.getByRole('button', { name: w.save }).click();
  await dialog.getByLabel(w.addPhotos).setInputFiles([await photo('prueba-1.jpg'), await photo('prueba-2.jpg', 'jpeg', { r: 120, g: 140, b: 170 })]);
  await dialog.getByRole('button', { name: w.upload }).click();
  const second = dialog.getByRole('switch', { name: w.photo(2) });
  await expect(second).not.toBeChecked();
  await second.click();
  await expect(second).toBeChecked();
  await expect(dialog.getByRole('switch', { name: w.photo(1) })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await second.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-7-fitting.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto(`${BASE_URL}${w.admin}/commissions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const stage = page.getByRole('region', { name: lang === 'es' ? 'Etapa' : 'Stage' });
  // The balance is not: the refusal says why and offers the override with a reason.
  await page.getByRole('combobox', { name: w.moveTo }).selectOption({ label: w.balanceStage });
  await page.getByRole('button', { name: w.move, exact: true }).click();
  const override = page.getByRole('dialog', { name: w.override });
  await expect(override).toBeVisible();
  await expectNoAxeViolations(page);
  await override.getByRole('textbox', { name: w.reason }).fill(lang === 'es' ? 'Paga el resto en la prueba final.' : 'She pays the rest at the final fitting.');
  await override.getByRole('button', { name: w.overrideConfirm }).click();
  await expect(override).toBeHidden();
  await expect(stage.locator('[aria-current="step"]')).toContainText(w.balanceStage);
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-8-commission.png`, fullPage: true });
}

/** 6. Her page: the first fitting with the one shared photo, none of the notes; the progress line at the balance. */
async function herPhoto(page: Page, lang: Lang, width: number): Promise<void> {
  const w = WORDS[lang];
  await page.reload();
  const section = page.getByRole('region', { name: w.fittings });
  await expect(section.getByRole('group')).toHaveCount(1);
  await expect(section.getByRole('group')).toContainText(w.herFittings[0]);
  const images = section.getByRole('img');
  await expect(images).toHaveCount(1);
  await expect(images.first()).toHaveAttribute('src', /\/api\/my-request\/fittings\/\d+\/photos\/1$/);
  // The photo is lazy: like her, scroll to it, then it loads.
  await images.first().scrollIntoViewIfNeeded();
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Cintura holgada')).toHaveCount(0);
  await expect(page.locator('ol [aria-current="step"]')).toContainText(w.balanceStage);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: `${SCREENS}/${lang}-${width}-9-her-photo.png` });
  await page.screenshot({ path: `${SCREENS}/${lang}-${width}-10-her-page.png`, fullPage: true });
}

async function journey(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], lang: Lang, width: number): Promise<void> {
  const w = WORDS[lang];
  const email = `encargo-${lang}-${Date.now()}@example.com`;
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  const order = await submitDressOrder(visitor, {
    fullName: w.client,
    email,
    phone: '+34 611 222 333',
    eventType: 'wedding',
    eventDate: futureDate(),
    description: 'Vestido de novia en mikado de seda, escote barco y espalda en pico.',
    lang,
  });
  await visitor.dispose();
  const page = await designer(browser, width, lang === 'es' ? 'es-ES' : 'en-GB');
  const id = `dress-${order.id}`;
  await designerPart(page, lang, width, w.client, id);
  const her = await herChoices(browser, lang, width, email);
  await planPart(page, lang, width);
  await herAppointments(her, lang, width);
  await fittingPart(page, lang, width, w.client, id);
  await herPhoto(her, lang, width);
  await page.context().close();
  await her.context().close();
}

test('es, 390 px: the designer approves, quotes, records the deposit; she accepts and chooses; the plan; her fittings; a shared photo, only that one', async ({ browser, playwright }) => {
  await journey(browser, playwright, 'es', 390);
});

test('en, 1280 px: the designer approves, quotes, records the deposit; she accepts and chooses; the plan; her fittings; a shared photo, only that one', async ({ browser, playwright }) => {
  await journey(browser, playwright, 'en', 1280);
});
