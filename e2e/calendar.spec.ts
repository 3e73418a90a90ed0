import { expect, test, type Locator, type Page } from './support/test.ts';
import { TOASTS, type Lang } from '../packages/contracts/src/index.ts';
import { signInAsAdmin, submitDressOrder } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { toast, toastBehindDialog } from './support/form.ts';

/**
 * The owner schedules a fitting from an approved request (and is brought back to the request),
 * finds it in the month grid by its milestone's name, in the agenda from any month and in the
 * month's list, moves months, reschedules and cancels it, in both languages, on a laptop and on
 * a phone; dates outside the tables read as the language writes them. The first run also erases
 * the client's data from the request before cancelling (docs/product.md#erasure, ADR 028): the
 * fitting stays, her name does not.
 */
const WORDS = {
  es: {
    admin: '/admin',
    calendarTab: 'Calendario',
    schedule: 'Programar',
    date: 'Fecha',
    milestone: 'Hito',
    firstFitting: 'Primera prueba',
    secondFitting: 'Segunda prueba',
    notes: 'Notas',
    create: 'Crear evento',
    next: 'Mes siguiente',
    previous: 'Mes anterior',
    list: 'Lista',
    month: 'Mes',
    upcoming: 'Próximos eventos',
    thisMonth: 'Este mes',
    firstFittingShort: '1.ª prueba',
    secondFittingShort: '2.ª prueba',
    firstFittingPhone: '1.ª',
    secondFittingPhone: '2.ª',
    addDialog: 'Nuevo evento',
    reschedule: 'Reprogramar',
    save: 'Guardar cambios',
    cancelEvent: 'Cancelar evento',
    confirmCancel: 'Sí, cancelar',
    rescheduled: 'Evento reprogramado',
    cancelled: 'Evento cancelado',
    empty: 'No hay eventos programados para este mes.',
    dressOrder: 'Pedido de vestido',
    client: 'Clienta',
    clientName: 'Nombre de la clienta',
    eraseClient: 'Borrar datos de la clienta',
    eraseForGood: 'Borrar para siempre',
    eraseWord: 'borrar',
    erased: 'Datos borrados',
    erasedNote: 'Los datos personales de esta clienta se han borrado.',
    close: 'Cerrar',
  },
  en: {
    admin: '/en/admin',
    calendarTab: 'Calendar',
    schedule: 'Schedule',
    date: 'Date',
    milestone: 'Milestone',
    firstFitting: 'First Fitting',
    secondFitting: 'Second Fitting',
    notes: 'Notes',
    create: 'Create event',
    next: 'Next month',
    previous: 'Previous month',
    list: 'List',
    month: 'Month',
    upcoming: 'Upcoming events',
    thisMonth: 'This month',
    firstFittingShort: '1st fitting',
    secondFittingShort: '2nd fitting',
    firstFittingPhone: '1st',
    secondFittingPhone: '2nd',
    addDialog: 'New event',
    reschedule: 'Reschedule',
    save: 'Save changes',
    cancelEvent: 'Cancel event',
    confirmCancel: 'Yes, cancel',
    rescheduled: 'Event rescheduled',
    cancelled: 'Event cancelled',
    empty: 'No events scheduled for this month.',
    dressOrder: 'Dress order',
    client: 'Client',
    clientName: 'Client name',
    eraseClient: 'Erase client data',
    eraseForGood: 'Erase for good',
    eraseWord: 'erase',
    erased: 'Data erased',
    erasedNote: "This client's personal data has been erased.",
    close: 'Close',
  },
} as const;

/**
 * Each language and each width once, in two runs (es at 1280 px, en at 390 px); axe judges the
 * first: the four combinations, or axe in every run, would take the suite past CI's 30 minutes.
 */
const RUNS = [
  { lang: 'es', width: 1280, height: 900, axe: true, erase: true },
  { lang: 'en', width: 390, height: 844, axe: false, erase: false },
] as const;

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** A yyyy-MM-dd day as the admin writes it outside tables: "miércoles, 10 de marzo de 2027", "Wednesday, March 10th, 2027". */
function longDay(lang: Lang, date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (lang === 'es') return new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' }).format(day);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(day);
  return `${part({ weekday: 'long' })}, ${part({ month: 'long' })} ${ordinal(day.getUTCDate())}, ${day.getUTCFullYear()}`;
}

/** The first day of the month `ahead` months from now, as yyyy-MM, in the browser's calendar. */
function monthAhead(ahead: number): string {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() + ahead, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The milestone's name as a chip of the month grid draws it: the short name on a laptop, the
 * phone's shorter one at 390 px, and whole (not cut off by an ellipsis) at either width.
 */
async function expectMilestoneName(chip: Locator, width: number, names: { short: string; phone: string }): Promise<void> {
  const name = chip.locator('[data-milestone-name]');
  await expect(name).toBeVisible();
  const drawn = await name.evaluate((element: HTMLElement) => ({ text: element.innerText, whole: element.scrollWidth <= element.clientWidth }));
  expect(drawn.text.toLowerCase()).toBe((width < 640 ? names.phone : names.short).toLowerCase());
  expect(drawn.whole, `"${drawn.text}" is cut off`).toBe(true);
}

async function approvedDressOrder(page: Page, fullName: string): Promise<number> {
  const order = await submitDressOrder(page.request, {
    fullName,
    email: 'clienta@example.com',
    phone: '+34 611 222 333',
    eventType: 'wedding',
    eventDate: `${monthAhead(4)}-15`,
    description: 'Vestido de novia en crepé marfil con espalda abierta.',
    lang: 'es',
  });
  const approved = await page.request.patch(`/api/dress-orders/${order.id}/status`, { data: { status: 'approved' }, headers: { Origin: BASE_URL } });
  expect(approved.status(), await approved.text()).toBe(200);
  return order.id;
}

// Up to five axe runs per journey on two cores: more than the default minute.
test.describe.configure({ timeout: 150_000 });

for (const run of RUNS) {
  test(`schedules, finds, reschedules and cancels a fitting (${run.lang}, ${run.width} px)`, async ({ browser }) => {
    const w = WORDS[run.lang as Lang];
    const context = await browser.newContext({ viewport: { width: run.width, height: run.height }, locale: run.lang === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    await signInAsAdmin(page.request);
    const client = `Clienta ${run.lang} ${run.width}`;
    await approvedDressOrder(page, client);
    const first = `${monthAhead(1)}-10`;
    const moved = `${monthAhead(2)}-20`;

    await page.goto(w.admin);
    // The request's detail dialog: its calendar section and "schedule".
    await page.getByRole('button', { name: client, exact: true }).filter({ visible: true }).click();
    const requestDialog = page.getByRole('dialog', { name: client });
    await requestDialog.getByRole('button', { name: w.schedule, exact: true }).click();

    const add = page.getByRole('dialog');
    await expect(add.getByRole('combobox', { name: w.client })).toHaveValue(/^dress-\d+$/);
    await expect(add.getByRole('textbox', { name: w.clientName })).toHaveValue(client);
    if (run.axe) await expectNoAxeViolations(page);
    await add.getByLabel(w.date, { exact: true }).fill(first);
    await add.getByRole('combobox', { name: w.milestone }).selectOption({ label: w.firstFitting });
    await add.getByRole('textbox', { name: new RegExp(`^${w.notes}`) }).fill('Traer los zapatos de la boda');
    await add.getByRole('button', { name: w.create }).click();
    await expect(page.getByRole('dialog', { name: w.addDialog })).toHaveCount(0);
    await expect(toastBehindDialog(page, TOASTS[run.lang as Lang].eventCreated.title)).toBeVisible();
    // Back to the request she was working on, which now lists the fitting by its day.
    await expect(requestDialog).toBeVisible();
    await expect(requestDialog.getByRole('button', { name: longDay(run.lang, first) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(requestDialog).toHaveCount(0);

    // The month view: next month holds the fitting, named and in the fitting colour.
    await page.getByRole('tab', { name: w.calendarTab }).click();
    if (run.axe) await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.next }).click();
    const chip = page.getByRole('button', { name: `${client}, ${w.firstFitting}` });
    await expect(chip).toBeVisible();
    await expectMilestoneName(chip, run.width, { short: w.firstFittingShort, phone: w.firstFittingPhone });
    await expect(chip).toHaveClass(/bg-milestone-terracotta-soft/);
    await page.getByRole('button', { name: w.previous }).click();
    await expect(chip).toHaveCount(0);

    // The list view opens on the agenda: from this month it shows next month's fitting.
    await page.getByRole('radio', { name: w.list }).click();
    await expect(page.getByRole('heading', { name: w.upcoming })).toBeVisible();
    await expect(page.getByRole('button', { name: client, exact: true })).toBeVisible();
    if (run.axe) await expectNoAxeViolations(page);
    // The month's own list is one tap away: empty this month, the fitting next month.
    await page.getByRole('radio', { name: w.thisMonth }).click();
    await expect(page.getByText(w.empty)).toBeVisible();
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByRole('button', { name: client, exact: true })).toBeVisible();

    // The detail dialog: every field, its day written out once, a link to the request, then a reschedule.
    await page.getByRole('button', { name: client, exact: true }).click();
    const detail = page.getByRole('dialog', { name: client });
    await expect(detail).toContainText(longDay(run.lang, first));
    await expect(detail).not.toContainText(first);
    await expect(detail).toContainText(w.firstFitting);
    await expect(detail).toContainText('Traer los zapatos de la boda');
    if (run.axe) await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: new RegExp(w.dressOrder) }).click();
    await expect(page.getByRole('dialog', { name: client })).toContainText(longDay(run.lang, first));
    await page.getByRole('dialog', { name: client }).getByRole('button', { name: longDay(run.lang, first) }).click();

    await page.getByRole('dialog', { name: client }).getByRole('button', { name: w.reschedule }).click();
    const form = page.getByRole('form');
    await form.getByLabel(w.date, { exact: true }).fill(moved);
    await form.getByRole('combobox', { name: w.milestone }).selectOption({ label: w.secondFitting });
    // Cleared notes go as null, which the API takes as "no notes".
    await form.getByRole('textbox', { name: new RegExp(`^${w.notes}`) }).fill('');
    if (run.axe) await expectNoAxeViolations(page);
    await form.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, w.rescheduled)).toBeVisible();

    await expect(page.getByText(w.empty)).toBeVisible();
    await page.getByRole('button', { name: w.next }).click();
    await page.getByRole('radio', { name: w.month, exact: true }).click();
    await expectMilestoneName(page.getByRole('button', { name: `${client}, ${w.secondFitting}` }), run.width, { short: w.secondFittingShort, phone: w.secondFittingPhone });
    await page.getByRole('button', { name: `${client}, ${w.secondFitting}` }).click();
    await expect(page.getByRole('dialog', { name: client })).toContainText(longDay(run.lang, moved));
    await expect(page.getByRole('dialog', { name: client })).not.toContainText('Traer los zapatos de la boda');
    await page.keyboard.press('Escape');

    // Erasing the client's data from her request, after typing the word: the request shows the
    // erased marker and the fitting stays on the calendar without her name.
    let shownName: string = client;
    if (run.erase) {
      await page.getByRole('button', { name: `${client}, ${w.secondFitting}` }).click();
      await page.getByRole('dialog', { name: client }).getByRole('button', { name: new RegExp(w.dressOrder) }).click();
      await page.getByRole('dialog', { name: client }).getByRole('button', { name: w.eraseClient }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.getByRole('button', { name: w.eraseForGood })).toBeDisabled();
      await confirm.getByRole('textbox').fill(w.eraseWord);
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: w.eraseForGood }).click();
      await expect(toastBehindDialog(page, w.erased)).toBeVisible();
      shownName = '[erased]';
      const erased = page.getByRole('dialog', { name: shownName });
      await expect(erased).toContainText(w.erasedNote);
      await expect(erased).not.toContainText('clienta@example.com');
      // Escape closes the dialog even while the toast shows (docs/product.md#dashboard).
      await page.keyboard.press('Escape');
      await expect(erased).toHaveCount(0);
      await expect(page.getByRole('button', { name: `${shownName}, ${w.secondFitting}` })).toBeVisible();
      await expect(page.getByRole('button', { name: `${client}, ${w.secondFitting}` })).toHaveCount(0);
    }

    // Cancelling takes it off the calendar.
    await page.getByRole('button', { name: `${shownName}, ${w.secondFitting}` }).click();
    await page.getByRole('dialog', { name: shownName }).getByRole('button', { name: w.cancelEvent }).click();
    await page.getByRole('dialog', { name: shownName }).getByRole('button', { name: w.confirmCancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, w.cancelled)).toBeVisible();
    await expect(page.getByText(w.empty)).toBeVisible();
    const events = await page.request.get('/api/events');
    expect(((await events.json()) as { clientName: string }[]).filter((e) => e.clientName === client)).toEqual([]);
    await context.close();
  });
}
