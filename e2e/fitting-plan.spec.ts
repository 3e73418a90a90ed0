import { expect, test, type Page } from './support/test.ts';
import type { Lang } from '../packages/contracts/src/index.ts';
import { signInAsAdmin, submitDressOrder } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { screensDir } from './support/screens.ts';

/**
 * The designer approves a bride's request and opens it: the fitting plan proposes three fittings
 * and the delivery back from the wedding. A Sunday she types is refused with nothing scheduled;
 * with the proposed day back, "Add to the calendar" schedules all four in one step, and the
 * request's calendar and the calendar tab's agenda show them. Spanish on a phone, English on a
 * laptop; axe on the plan (RUNS); screenshots for a person to look at.
 */
const WORDS = {
  es: {
    admin: '/admin',
    plan: 'Plan de pruebas',
    date: (step: string) => `Fecha: ${step}`,
    steps: ['Primera prueba', 'Segunda prueba', 'Prueba final', 'Entrega'],
    add: 'Añadir al calendario',
    sunday: 'El atelier no atiende a clientas los domingos',
    nothingAdded: 'No se añadió nada al calendario',
    onCalendar: 'En el calendario',
    added: 'Se añadieron 4 citas al calendario',
    noEvents: 'Aún no hay eventos para esta solicitud.',
    calendarTab: 'Calendario',
    list: 'Lista',
  },
  en: {
    admin: '/en/admin',
    plan: 'Fitting plan',
    date: (step: string) => `Date: ${step}`,
    steps: ['First Fitting', 'Second Fitting', 'Final Fitting', 'Delivery'],
    add: 'Add to the calendar',
    sunday: 'The atelier does not see clients on Sundays',
    nothingAdded: 'Nothing was added to the calendar',
    onCalendar: 'On the calendar',
    added: '4 appointments added to the calendar',
    noEvents: 'No events for this request yet.',
    calendarTab: 'Calendar',
    list: 'List',
  },
} as const;

/** axe judges the refused plan (its fields, a field's error, the alert) on the phone and the accepted one (the marks, the status) on the laptop: one run each keeps the journey short. */
const RUNS = [
  { lang: 'es', width: 390, height: 844, axeOn: 'refused' },
  { lang: 'en', width: 1280, height: 900, axeOn: 'accepted' },
] as const;

const SCREENS = screensDir('fitting-plan');

/** The wedding about four months ahead, on the 15th. */
function weddingDay(): string {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() + 4, 15);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-15`;
}

/** The first Sunday after a yyyy-MM-dd day. */
function sundayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 0);
  return date.toISOString().slice(0, 10);
}

async function approvedBride(page: Page, fullName: string): Promise<void> {
  const order = await submitDressOrder(page.request, {
    fullName,
    email: 'novia@example.com',
    phone: '+34 611 222 333',
    eventType: 'wedding',
    eventDate: weddingDay(),
    description: 'Vestido de novia en mikado marfil con cola desmontable.',
    lang: 'es',
  });
  const approved = await page.request.patch(`/api/dress-orders/${order.id}/status`, { data: { status: 'approved' }, headers: { Origin: BASE_URL } });
  expect(approved.status(), await approved.text()).toBe(200);
}

test.describe.configure({ timeout: 120_000 });

for (const run of RUNS) {
  test(`accepts the fitting plan into the calendar (${run.lang}, ${run.width} px)`, async ({ browser }) => {
    const w = WORDS[run.lang as Lang];
    const context = await browser.newContext({ viewport: { width: run.width, height: run.height }, locale: run.lang === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    await signInAsAdmin(page.request);
    const bride = `Novia del plan ${run.lang}`;
    await approvedBride(page, bride);

    await page.goto(w.admin);
    await page.getByRole('button', { name: bride, exact: true }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: bride });
    const plan = dialog.getByRole('form', { name: w.plan });
    await expect(plan.getByRole('listitem')).toHaveCount(4);
    for (const step of w.steps) await expect(plan.getByLabel(w.date(step))).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await plan.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-1-proposed.png` });

    // A Sunday is refused, named beside its step, and nothing reaches the calendar.
    const second = plan.getByLabel(w.date(w.steps[1]));
    const proposed = await second.inputValue();
    await second.fill(sundayAfter(proposed));
    await plan.getByRole('button', { name: w.add }).click();
    await expect(plan.getByRole('alert')).toContainText(w.nothingAdded);
    await expect(plan).toContainText(w.sunday);
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(w.noEvents)).toBeVisible();
    if (run.axeOn === 'refused') await expectNoAxeViolations(page);
    await plan.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-2-refused.png` });

    // The proposed day back: all four in one step, each marked on the calendar.
    await second.fill(proposed);
    await plan.getByRole('button', { name: w.add }).click();
    await expect(plan.getByRole('status')).toContainText(w.added);
    await expect(plan.getByText(w.onCalendar)).toHaveCount(4);
    await expect(plan.getByRole('button', { name: w.add })).toHaveCount(0);
    await expect(dialog.getByText(w.noEvents)).toHaveCount(0);
    if (run.axeOn === 'accepted') await expectNoAxeViolations(page);
    await plan.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-3-accepted.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The calendar's agenda lists the three fittings and the delivery.
    await page.getByRole('tab', { name: w.calendarTab }).click();
    await page.getByRole('radio', { name: w.list }).click();
    await expect(page.getByRole('button', { name: bride, exact: true })).toHaveCount(4);
    await page.screenshot({ path: `${SCREENS}/${run.lang}-${run.width}-4-agenda.png`, fullPage: true });
    await context.close();
  });
}
