import { expect, test, type Page } from './support/test.ts';
import { message, TOASTS } from '../packages/contracts/src/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectFieldError, toast } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';
import { photo } from './support/images.ts';
import { lastSentForm, recordSentForms, sentFiles, sentValue } from './support/sent-forms.ts';

test.use({ locale: 'en-GB' });

function conceptForm(page: Page) {
  return {
    fullName: page.getByRole('textbox', { name: 'Full name' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    phone: page.getByRole('textbox', { name: 'Phone' }),
    contactBy: page.getByRole('group', { name: 'How would you like us to contact you?' }),
    concept: page.getByRole('textbox', { name: 'Describe your concept' }),
    inspirations: page.getByRole('textbox', { name: /^Inspirations/ }),
    comments: page.getByRole('textbox', { name: /^Additional comments/ }),
    photos: page.locator('input[type="file"][name="images"]'),
    submit: page.getByRole('button', { name: 'Submit concept' }),
  };
}

test.beforeEach(async ({ page }) => {
  await recordSentForms(page);
  await page.goto('/en/custom-concept');
  await waitForIslands(page);
});

test('an empty concept shows the English messages', async ({ page }) => {
  const form = conceptForm(page);
  await form.submit.click();
  await expectFieldError(form.fullName, message('fullName', 'en'));
  await expectFieldError(form.email, message('email', 'en'));
  await expectFieldError(form.phone, message('phone', 'en'));
  await expectFieldError(form.concept, message('description', 'en'));
});

test('more than five photos are refused', async ({ page }) => {
  const form = conceptForm(page);
  const six = await Promise.all(Array.from({ length: 6 }, (_, index) => photo(`idea-${index + 1}.jpg`)));
  await form.photos.setInputFiles(six);
  await expectFieldError(form.photos, message('tooManyFilesConcept', 'en'));
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});

test('an English visitor submits a concept with three photos and sees what was received', async ({ page }) => {
  const form = conceptForm(page);
  await form.fullName.fill('Olivia Grant');
  await form.email.fill('olivia.grant@example.com');
  await form.phone.fill('+44 20 7946 0958');
  await form.contactBy.getByRole('radio', { name: 'Text message' }).check();
  await form.concept.fill('A column dress that moves like water: pleated silk georgette in deep teal, with a cape.');
  await form.inspirations.fill('Madame Grès, Fortuny Delphos gowns');
  await form.comments.fill('The wedding is in Lisbon in late spring.');
  await form.photos.setInputFiles([
    await photo('drape.jpg'),
    await photo('colour.png', 'png', { r: 40, g: 110, b: 120 }),
    await photo('cape.webp', 'webp', { r: 90, g: 60, b: 80 }),
  ]);
  await expect(page.getByText('3 of 5 images selected')).toBeVisible();
  // One can be removed and chosen again.
  await page.getByRole('button', { name: 'Remove colour.png' }).click();
  await expect(page.getByText('2 of 5 images selected')).toBeVisible();
  await form.photos.setInputFiles(await photo('colour.png', 'png', { r: 40, g: 110, b: 120 }));
  await expect(page.getByText('3 of 5 images selected')).toBeVisible();

  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/custom-concepts'));
  await form.submit.click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ type: 'concept', status: 'pending', id: expect.any(Number) });
  const sent = await lastSentForm(page, '/api/custom-concepts');
  expect(sentFiles(sent, 'images').map((file) => file.fileName).sort()).toEqual(['cape.webp', 'colour.png', 'drape.jpg']);
  expect(sentValue(sent, 'preferredContact')).toBe('text');
  expect(sentValue(sent, 'lang')).toBe('en');

  await expect(toast(page, TOASTS.en.conceptSubmitted.title)).toBeVisible();
  const panel = page.getByTestId('request-confirmation');
  await expect(panel.getByRole('heading', { level: 2, name: 'Thank you, Olivia.' })).toBeFocused();
  await expect(panel).toContainText('We have received your concept.');
  await expect(panel.getByRole('definition')).toHaveText('“A column dress that moves like water: pleated silk georgette in deep teal, with a cape.”');
  await expect(panel).toContainText('reply within 48 hours by text message, on +44 20 7946 0958');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Send another concept' }).click();
  await expect(form.fullName).toHaveValue('');
  await expect(form.concept).toHaveValue('');
  await expect(form.contactBy.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
