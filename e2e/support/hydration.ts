import { expect, type Page } from '@playwright/test';

/**
 * Waits until every React island on the page has hydrated: Astro removes the `ssr`
 * attribute from <astro-island> once its component is running. Before that, a click
 * would go to the server-rendered HTML (a native form post). Islands that hydrate only once
 * in view (`client:visible`, the home page's contact form) are scrolled to first; those that
 * wait for the visitor's first gesture (`client:interaction`, the lightbox) are hovered.
 */
export async function waitForIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[client="visible"][ssr]').all()) await island.scrollIntoViewIfNeeded();
  for (const island of await page.locator('astro-island[client="interaction"][ssr]').all()) await island.hover();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}
