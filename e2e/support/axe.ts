import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (docs/product.md#beyond-the-first-specification): every level-A and AA rule up to 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
 * the results of cross-origin frames, which costs about 0.7 s a run, and no page here has a frame.
 * The one exception is a mail's preview (`{ mailFrames: true }`): a frame with `sandbox=""`
 * runs no script, axe's included, so its document (a mail, checked by @atelier/mail) is not
 * entered; the frame element itself is judged (its title).
 */
export async function expectNoAxeViolations(page: Page, { mailFrames = false }: { mailFrames?: boolean } = {}): Promise<void> {
  await settle(page);
  const frames = page.locator('iframe');
  if (mailFrames) {
    for (const frame of await frames.all()) await expect(frame, 'a mail is shown in a frame where nothing runs').toHaveAttribute('sandbox', '');
  } else {
    expect(await frames.count(), 'a page with frames needs axe out of legacy mode').toBe(0);
  }
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().options({ iframes: !mailFrames }).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
