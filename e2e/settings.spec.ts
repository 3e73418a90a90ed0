import { expect, test, type Page } from './support/test.ts';
import type { SiteSettings } from '../packages/contracts/src/index.ts';
import { signInAsAdmin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { toast } from './support/form.ts';
import { putsDuring } from './support/sent-requests.ts';

/**
 * The owner changes the atelier's contact details at /admin/settings
 * (docs/product.md#settings): each setting is checked as the API checks it, only what changed
 * is sent (one PUT per key), and the footer and the home page's contact section show the new
 * values on the next request.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const WORDS = {
  es: {
    admin: '/admin/settings',
    home: '/',
    contactCard: 'Información de contacto',
    socialCard: 'Perfil social',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    profile: 'Enlace del perfil',
    save: 'Guardar cambios',
    updated: 'Ajustes actualizados',
    phoneInvalid: 'Introduce un número de teléfono válido',
    emailInvalid: 'Introduce una dirección de correo electrónico válida',
  },
  en: {
    admin: '/en/admin/settings',
    home: '/en/',
    contactCard: 'Contact Information',
    socialCard: 'Social profile',
    phone: 'Phone',
    email: 'Email',
    profile: 'Profile link',
    save: 'Save Changes',
    updated: 'Settings updated',
    phoneInvalid: 'Please enter a valid phone number',
    emailInvalid: 'Please enter a valid email address',
  },
} as const;

/**
 * Each language and each width once, in two runs (es at 1280 px, en at 390 px), axe in both:
 * the four combinations would add minutes to a suite that must finish within CI's 30.
 */
const RUNS = [
  { lang: 'es', width: 1280, phone: '+34 91 555 12 34' },
  { lang: 'en', width: 390, phone: '+34 93 222 40 40' },
] as const;

const card = (page: Page, name: string) => page.getByRole('region', { name });

for (const { lang, width, phone } of RUNS) {
  test.describe(`${lang} at ${width} px`, () => {
    const w = WORDS[lang];
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    test('changes the phone; the footer and the contact section show it', async ({ page }) => {
      await signInAsAdmin(page.request);
      await page.goto(w.admin);
      const contact = card(page, w.contactCard);
      const phoneField = contact.getByRole('textbox', { name: w.phone });
      await expect(phoneField).not.toHaveValue('');
      await expectNoAxeViolations(page);

      // A phone too short and an email that is not one are refused before anything is sent.
      const refused = await putsDuring(page, async () => {
        await phoneField.fill('91 555');
        await contact.getByRole('textbox', { name: w.email }).fill('hola@');
        await contact.getByRole('button', { name: w.save }).click();
        await expect(phoneField).toHaveAccessibleDescription(new RegExp(w.phoneInvalid));
        await expect(contact.getByRole('textbox', { name: w.email })).toHaveAccessibleDescription(w.emailInvalid);
      });
      expect(refused).toEqual([]);
      await expectNoAxeViolations(page);

      // Only the phone changed: one PUT, to its key.
      const saved = (await (await page.request.get('/api/site-settings', { headers: { 'Cache-Control': 'no-cache' } })).json()) as SiteSettings;
      await contact.getByRole('textbox', { name: w.email }).fill(saved.contactEmail);
      const puts = await putsDuring(page, async () => {
        await phoneField.fill(phone);
        await contact.getByRole('button', { name: w.save }).click();
        await expect(toast(page, w.updated)).toBeVisible();
      });
      expect(puts.map((request) => [new URL(request.url()).pathname, request.postDataJSON()])).toEqual([['/api/site-settings/contactPhone', { value: phone }]]);
      await expect(phoneField).toHaveValue(phone);

      await page.goto(w.home);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      await expect(page.locator('#contact').getByRole('link', { name: phone })).toBeVisible();

      // Back in the manager, the saved phone is what the form shows.
      await page.goto(w.admin);
      await expect(card(page, w.contactCard).getByRole('textbox', { name: w.phone })).toHaveValue(phone);
    });
  });
}

test.describe('the social profile', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('takes only a web link, and the footer links to the new profile', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto(WORDS.en.admin);
    const social = card(page, WORDS.en.socialCard);
    const link = social.getByRole('textbox', { name: WORDS.en.profile });
    await link.fill('instagram.com/lucia.atelier');
    await social.getByRole('button', { name: WORDS.en.save }).click();
    await expect(link).toHaveAccessibleDescription(/Please enter a valid web link/);

    await link.fill('https://www.instagram.com/lucia.atelier/');
    await social.getByRole('button', { name: WORDS.en.save }).click();
    await expect(toast(page, WORDS.en.updated)).toBeVisible();

    await page.goto(WORDS.en.home);
    await expect(page.getByRole('contentinfo').locator('a[data-setting="socialUrl"]')).toHaveAttribute('href', 'https://www.instagram.com/lucia.atelier/');
  });
});
