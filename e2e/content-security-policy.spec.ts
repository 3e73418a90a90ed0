import { expect, test, type Page } from './support/test.ts';
import { message } from '../packages/contracts/src/index.ts';
import { expectFieldError } from './support/form.ts';
import { waitForIslands } from './support/hydration.ts';
import { photo } from './support/images.ts';

/**
 * Every HTML page carries a CSP without 'unsafe-inline' scripts (ADR 010), and in Chromium
 * no page reports a violation while its islands still hydrate and run.
 */

/** Every public page in both languages, the sign-in page, the client's page, the admin shell and the 404 page. */
const PAGES = [
  '/',
  '/en/',
  '/order-dress',
  '/en/order-dress',
  '/custom-concept',
  '/en/custom-concept',
  '/auth',
  '/en/auth',
  '/mi-pedido',
  '/en/my-request',
  '/admin',
  '/en/admin',
  '/no-such-page',
  '/en/no-such-page',
];

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects `securitypolicyviolation` events (from the first script on, across navigations:
 * the signed-out admin shell moves on to /auth) and CSP errors on the console.
 */
async function watchViolations(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const console: string[] = [];
  page.on('console', (entry) => {
    if (/content security policy/i.test(entry.text())) console.push(entry.text());
  });
  return { violations, console };
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

for (const path of PAGES) {
  test(`${path}: a strict CSP, no violation, every island hydrated`, async ({ page }) => {
    const watch = await watchViolations(page);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(scriptSources(csp)).toContain("'self'");
    expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    expect(watch.violations).toEqual([]);
    expect(watch.console).toEqual([]);
  });
}

test('the order form island runs under the CSP: client-side checks and a photo preview', async ({ page }) => {
  const watch = await watchViolations(page);
  await page.goto('/order-dress');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expectFieldError(page.getByRole('textbox', { name: 'Nombre completo' }), message('fullName', 'es'));
  await page.locator('input[type="file"][name="image"]').setInputFiles(await photo('boceto.jpg'));
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
  expect(watch.violations).toEqual([]);
  expect(watch.console).toEqual([]);
});

test('the concept form island runs under the CSP in English', async ({ page }) => {
  const watch = await watchViolations(page);
  await page.goto('/en/custom-concept');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Submit concept' }).click();
  await expectFieldError(page.getByRole('textbox', { name: 'Full name' }), message('fullName', 'en'));
  expect(watch.violations).toEqual([]);
  expect(watch.console).toEqual([]);
});
