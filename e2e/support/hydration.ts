import { expect, type Page } from '@playwright/test';

/**
 * Waits until every React island on the page has hydrated: Astro removes the `ssr`
 * attribute from <astro-island> once its component is running. Before that, a click
 * would go to the server-rendered HTML (a native form post).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}
