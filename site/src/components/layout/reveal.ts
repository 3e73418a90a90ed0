/** Share of a section that must be on screen before it fades in (docs/product.md#constants: 0.15). */
const REVEAL_THRESHOLD = 0.15;

/**
 * Sections marked `data-reveal` fade in once 15% of them is visible. Only sections still below
 * the screen when the page loads are hidden first, so nothing on screen blinks; without
 * JavaScript, or for visitors who ask for less motion, everything simply shows.
 */
export function revealOnScroll(): void {
  if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const pending = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter((section) => section.getBoundingClientRect().top > window.innerHeight);
  if (pending.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.removeAttribute('data-reveal-pending');
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const section of pending) {
    section.setAttribute('data-reveal-pending', '');
    observer.observe(section);
  }
}
