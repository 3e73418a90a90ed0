/** Share of a section that must be on screen before it fades in (docs/product.md#constants: 0.15). */
const REVEAL_THRESHOLD = 0.15;

/**
 * Sections marked `data-reveal` fade in once 15% of them is visible. Only sections still below
 * the screen when the page loads are hidden first, so nothing on screen blinks; without
 * JavaScript, or for visitors who ask for less motion, everything simply shows.
 *
 * Where each section lies is read from the observer's first report, which the browser makes
 * with its own first layout: asking for it at load (getBoundingClientRect) would force that
 * layout inside this script, a long task on a slow phone (ADR 059). A section is hidden only
 * once it is known to be below the screen, out of sight.
 */
export function revealOnScroll(): void {
  if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const sections = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (sections.length === 0) return;
  const placed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio, boundingClientRect, rootBounds } of entries) {
        if (!placed.has(target)) {
          placed.add(target);
          if (boundingClientRect.top > (rootBounds?.height ?? window.innerHeight)) target.setAttribute('data-reveal-pending', '');
          else observer.unobserve(target);
          continue;
        }
        if (!isIntersecting || intersectionRatio < REVEAL_THRESHOLD) continue;
        target.removeAttribute('data-reveal-pending');
        observer.unobserve(target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const section of sections) observer.observe(section);
}
