import { expect, test } from './support/test.ts';

/** The header's menu on a phone (390 px): it opens over a dimmed, still page and closes as a visitor expects. */
test.use({ viewport: { width: 390, height: 844 } });

test('the phone menu opens over a still page, closes on a tap beside it or Escape, and its links lead on', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menú' });
  const menu = page.getByRole('navigation', { name: 'Principal' });
  await expect(menu).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();
  // The page under it does not scroll away.
  await page.mouse.move(195, 700);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A tap on the dimmed page beside the menu closes it and reaches nothing underneath: here, the hero's order button.
  const underneath = await page.locator('section.hero').getByRole('link', { name: 'Encargar un vestido' }).boundingBox();
  const panel = await menu.boundingBox();
  expect(underneath && panel && underneath.y > panel.y + panel.height, 'the order button shows below the open menu').toBe(true);
  await page.mouse.click(underneath!.x + underneath!.width / 2, underneath!.y + underneath!.height / 2);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/');

  await button.click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
});
