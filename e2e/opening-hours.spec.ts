import { expect, test, type Page } from './support/test.ts';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../packages/contracts/src/index.ts';
import { signInAsAdmin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { toast } from './support/form.ts';
import { putsDuring } from './support/sent-requests.ts';

/**
 * The designer's opening hours (Ajustes): she closes a day, takes a break on another, and
 * drops "by appointment only"; a closing time before the opening is named on its field and
 * nothing is sent. The footer of both languages says the new week in its own words on the
 * next request, and the default week before she changes anything.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const WORDS = {
  es: {
    admin: '/admin/settings',
    home: '/',
    card: 'Horario',
    open: 'Abierto',
    opens: 'Abre',
    closes: 'Cierra',
    reopens: 'Vuelve a abrir',
    addBreak: '+ Añadir una pausa',
    appointment: 'Solo con cita previa',
    save: 'Guardar cambios',
    updated: 'Ajustes actualizados',
    closesBeforeOpens: 'La hora de cierre debe ser posterior a la de apertura',
    monday: 'Lunes',
    saturday: 'Sábado',
    defaultLines: [
      ['Lunes a viernes', '10:00 – 18:00'],
      ['Sábado', '10:00 – 16:00'],
      ['Domingo', 'Cerrado'],
    ],
    savedLines: [
      ['Lunes', 'Cerrado'],
      ['Martes a viernes', '10:00 – 18:00'],
      ['Sábado', '9:30 – 14:00 17:00 – 20:00'],
      ['Domingo', 'Cerrado'],
    ],
  },
  en: {
    admin: '/en/admin/settings',
    home: '/en/',
    card: 'Opening hours',
    open: 'Open',
    opens: 'Opens',
    closes: 'Closes',
    reopens: 'Opens again',
    addBreak: '+ Add a break',
    appointment: 'By appointment only',
    save: 'Save Changes',
    updated: 'Settings updated',
    closesBeforeOpens: 'The closing time must be after the opening time',
    monday: 'Monday',
    saturday: 'Saturday',
    defaultLines: [
      ['Monday – Friday', '10AM – 6PM'],
      ['Saturday', '10AM – 4PM'],
      ['Sunday', 'Closed'],
    ],
    savedLines: [
      ['Monday', 'Closed'],
      ['Tuesday – Friday', '10AM – 6PM'],
      ['Saturday', '9:30AM – 2PM 5PM – 8PM'],
      ['Sunday', 'Closed'],
    ],
  },
} as const;

/** The week she saves: Monday closed, a break on Saturday, no appointment needed. */
const SAVED: OpeningHours = {
  days: {
    ...DEFAULT_OPENING_HOURS.days,
    monday: [],
    saturday: [
      { opens: '09:30', closes: '14:00' },
      { opens: '17:00', closes: '20:00' },
    ],
  },
  byAppointmentOnly: false,
};

/** The footer's hours as a visitor reads them: each line's days and hours. */
async function footerHours(page: Page): Promise<string[][]> {
  const rows = page.getByRole('contentinfo').locator('dl[data-setting="openingHours"] > div');
  return rows.evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')!.innerText.trim(), div.querySelector('dd')!.innerText.trim().replace(/\s+/g, ' ')]));
}

const appointmentLine = (page: Page) => page.getByRole('contentinfo').locator('[data-setting="byAppointmentOnly"]');

test.afterAll(async ({ playwright }) => {
  // Leave the default week for the suites that follow on the same server.
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInAsAdmin(admin);
  const reset = await admin.put('/api/site-settings/openingHours', { data: { value: DEFAULT_OPENING_HOURS }, headers: { Origin: BASE_URL } });
  expect(reset.status(), await reset.text()).toBe(200);
  await admin.dispose();
});

test('both footers say the default week until she changes it', async ({ page }) => {
  for (const lang of ['es', 'en'] as const) {
    await page.goto(WORDS[lang].home);
    expect(await footerHours(page)).toEqual(WORDS[lang].defaultLines);
    await expect(appointmentLine(page)).toHaveText(WORDS[lang].appointment);
  }
});

for (const { lang, width } of [
  { lang: 'es', width: 1280 },
  { lang: 'en', width: 390 },
] as const) {
  test(`she closes Monday, takes a break on Saturday and drops the appointment rule (${lang}, ${width} px)`, async ({ page }) => {
    const w = WORDS[lang];
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await signInAsAdmin(page.request);
    // Each run starts from the default week.
    expect((await page.request.put('/api/site-settings/openingHours', { data: { value: DEFAULT_OPENING_HOURS }, headers: { Origin: BASE_URL } })).status()).toBe(200);
    await page.goto(w.admin);
    const card = page.getByRole('region', { name: w.card });
    const day = (name: string) => card.getByRole('group', { name });
    await expect(day(w.monday).getByRole('switch', { name: w.open })).toBeChecked();
    await expectNoAxeViolations(page);

    await day(w.monday).getByRole('switch', { name: w.open }).click();
    await expect(day(w.monday).getByRole('switch', { name: w.open })).not.toBeChecked();
    await expect(day(w.monday).getByLabel(w.opens)).toHaveCount(0);

    // A Saturday that closes before it opens is named on its field, and nothing is sent.
    const saturday = day(w.saturday);
    const refused = await putsDuring(page, async () => {
      await saturday.getByLabel(w.closes).fill('09:00');
      await card.getByRole('button', { name: w.save }).click();
      await expect(saturday.getByLabel(w.closes)).toHaveAccessibleDescription(w.closesBeforeOpens);
    });
    expect(refused).toEqual([]);
    await expectNoAxeViolations(page);

    await saturday.getByLabel(w.opens, { exact: true }).fill('09:30');
    await saturday.getByLabel(w.closes).fill('14:00');
    await expect(saturday.getByLabel(w.closes)).not.toHaveAttribute('aria-invalid');
    await saturday.getByRole('button', { name: w.addBreak }).click();
    await expect(saturday.getByLabel(w.reopens)).toHaveValue('17:00');
    await expect(saturday.getByLabel(w.closes).nth(1)).toHaveValue('20:00');
    await card.getByRole('switch', { name: w.appointment }).click();
    await expect(card.getByTestId('opening-hours-preview')).toContainText(w.savedLines[2]![1].split(' ')[0]!);

    const puts = await putsDuring(page, async () => {
      await card.getByRole('button', { name: w.save }).click();
      await expect(toast(page, w.updated)).toBeVisible();
    });
    expect(puts.map((request) => [new URL(request.url()).pathname, request.postDataJSON()])).toEqual([['/api/site-settings/openingHours', { value: SAVED }]]);

    // The footer of both languages says the new week on the next request, each in its words.
    for (const footerLang of ['es', 'en'] as const) {
      await page.goto(WORDS[footerLang].home);
      expect(await footerHours(page)).toEqual(WORDS[footerLang].savedLines);
      await expect(appointmentLine(page)).toBeHidden();
    }

    // Back in Ajustes, the saved week is what the form shows.
    await page.goto(w.admin);
    await expect(day(w.monday).getByRole('switch', { name: w.open })).not.toBeChecked();
    await expect(day(w.saturday).getByLabel(w.reopens)).toHaveValue('17:00');
    await expect(card.getByRole('switch', { name: w.appointment })).not.toBeChecked();
  });
}
