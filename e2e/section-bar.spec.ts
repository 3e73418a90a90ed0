import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/api.ts';

/**
 * The back office's section bar on a phone: the row of sections scrolls sideways, so the active
 * one must be wholly in view (clear of the fade), and the row must show that it scrolls.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });

const SECTIONS = [
  { path: '/admin', name: 'Panel' },
  { path: '/admin/collections', name: 'Categorías' },
  { path: '/admin/settings', name: 'Ajustes' },
  { path: '/en/admin/settings', name: 'Settings' },
] as const;

/** The link's box against the row's, and the fade the row draws over each end that hides more. */
async function measure(page: Page) {
  const nav = page.getByRole('navigation', { name: /^(Secciones de administración|Back office sections)$/ });
  await expect(nav.locator('[aria-current="page"]')).toBeVisible();
  // The web fonts widen the words once loaded: judge the row as it settles.
  await page.evaluate(() => document.fonts.ready);
  return nav.evaluate((row) => {
    const active = row.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    return {
      active: { left: active.left, right: active.right },
      box: { left: box.left, right: box.right },
      overflowing: row.scrollWidth > row.clientWidth,
      hidesStart: row.scrollLeft > 1,
      hidesEnd: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
      mask: getComputedStyle(row).maskImage,
    };
  });
}

for (const section of SECTIONS) {
  test(`on a phone the active section ${section.name} is wholly in view and the row shows it scrolls`, async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto(section.path);
    await expect(page.getByRole('navigation', { name: /^(Secciones de administración|Back office sections)$/ }).getByRole('link', { name: section.name })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await measure(page)).mask).not.toBe('none');
    const row = await measure(page);
    expect(row.overflowing, 'the sections do not fit a phone: the row scrolls').toBe(true);
    const fade = 40;
    expect(row.active.left).toBeGreaterThanOrEqual(row.box.left + (row.hidesStart ? fade : 0) - 0.5);
    expect(row.active.right).toBeLessThanOrEqual(row.box.right - (row.hidesEnd ? fade : 0) + 0.5);
  });
}
