import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (docs/product.md#beyond-the-first-specification): every level-A and AA rule up to 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Brings the page to rest before it is judged: sections fade in as they scroll into view
 * (reveal.ts), and a colour caught half-way through a fade is not the colour a visitor reads.
 * Scrolls through the page once, back to the top, and takes every transition to its end.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    // Every transition is taken to its end, the state a visitor sees once it is over: one in
    // a section the browser is not drawing now (content-visibility: auto, the home page's
    // lower sections) would stand still until seen again. A spinner turns forever: only what
    // ends is ended.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

/**
 * Runs axe on the page once at rest and fails with each violation's rule, impact and first targets.
 * Legacy mode runs axe in the page itself: the default opens a blank page per run to combine
 * the results of cross-origin frames, which costs about 0.7 s a run. The only frames the site
 * has show a mail (docs/product.md#mail) with `sandbox=""`: nothing runs in them, axe included,
 * so their documents (mails, checked by @atelier/mail) are not entered; the frame elements
 * themselves are judged (their titles). Any other frame fails here.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  for (const frame of await page.locator('iframe').all()) await expect(frame, 'a frame on this site shows a mail, where nothing runs').toHaveAttribute('sandbox', '');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().options({ iframes: false }).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
