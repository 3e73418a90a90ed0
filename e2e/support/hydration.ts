import { expect, type Page } from '@playwright/test';

/**
 * Waits until every React island on the page has hydrated: Astro removes the `ssr`
 * attribute from <astro-island> once its component is running. Before that, a click
 * would go to the server-rendered HTML (a native form post). Islands that hydrate only once
 * in view (`client:visible`) are scrolled to first; those that wait for the visitor's first
 * gesture (`client:interaction`: the lightbox, the home page's contact form) are hovered.
 */
export async function waitForIslands(page: Page): Promise<void> {
  // An island is `display: contents`: its first element child is what is scrolled to or hovered.
  const content = (directive: string) => page.locator(`astro-island[client="${directive}"][ssr] > :first-child`);
  for (const island of await content('visible').all()) await island.scrollIntoViewIfNeeded();
  for (const island of await content('interaction').all()) await island.hover();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}
