/**
 * The site shell's only script (no framework, a few hundred bytes gzipped): the remembered language,
 * the ADMIN link's target, the compact header after scrolling, the mobile menu and a few texts known only at run time.
 */
import { localePath, splitLocale } from '../../i18n/locale.ts';
import { rememberLanguage, storedLanguage } from '../../i18n/stored-language.ts';
import { mightBeSignedIn } from '../../lib/signed-in-hint.ts';
import { revealOnScroll } from './reveal.ts';

function cameFromOutside(): boolean {
  if (!document.referrer) return true;
  try {
    return new URL(document.referrer).origin !== location.origin;
  } catch {
    return true;
  }
}

/**
 * This page in `lang`, from the current path: the admin app changes its path without a page
 * load, so the toggle's built-in href may name an earlier screen.
 */
function samePageIn(lang: 'es' | 'en'): string {
  return localePath(lang, splitLocale(location.pathname).path) + location.search + location.hash;
}

/** Language links write the choice; a visitor arriving from elsewhere is sent to the language they chose before. */
function rememberedLanguage(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-toggle]')) {
    link.addEventListener('click', () => {
      const target = link.dataset.langToggle;
      if (target !== 'es' && target !== 'en') return;
      rememberLanguage(target);
      if (link.hasAttribute('data-same-content')) link.href = samePageIn(target);
    });
  }
  // Only a page that exists in both languages has a toggle marked as leading to the same content.
  const samePage = document.querySelector<HTMLAnchorElement>('[data-lang-toggle][data-same-content]');
  if (!samePage || !cameFromOutside()) return;
  const stored = storedLanguage();
  if (stored !== null && stored === samePage.dataset.langToggle) location.replace(samePageIn(stored));
}

/** The API sets a readable hint cookie at login and clears it at logout; the session itself stays HttpOnly. */
function adminLink(): void {
  if (!mightBeSignedIn()) return;
  const admin = localePath(splitLocale(location.pathname).lang, '/admin');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-admin-link]')) link.href = admin;
}

/**
 * After 50 px of scroll the header turns compact, and the page is marked scrolled (the home hero
 * zooms and fades, global.css). The header's sentinel is the page's first 50 px (SiteHeader.astro):
 * the page has scrolled past them once it is wholly off screen. An observer is told so with the
 * browser's own layout, where reading `scrollY` at load would force the first layout inside this
 * script and a scroll listener would run on every scroll event (ADR 059).
 */
function compactHeader(header: HTMLElement): void {
  const sentinel = document.querySelector('[data-scroll-sentinel]');
  if (!sentinel || !('IntersectionObserver' in window)) return;
  new IntersectionObserver(([entry]) => {
    const scrolled = entry ? !entry.isIntersecting : false;
    header.toggleAttribute('data-compact', scrolled);
    document.documentElement.toggleAttribute('data-scrolled', scrolled);
  }).observe(sentinel);
}

function mobileMenu(header: HTMLElement): void {
  const button = header.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (!button || !menu) return;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean, focusButton = false) => {
    button.setAttribute('aria-expanded', String(open));
    header.toggleAttribute('data-menu-open', open);
    if (open) menu.querySelector('a')?.focus();
    else if (focusButton) button.focus();
  };
  button.addEventListener('click', () => setOpen(!isOpen()));
  // The dimmed page under the open menu is the header's own ::after: a tap there lands on the header.
  header.addEventListener('click', (event) => {
    if (event.target === header && isOpen()) setOpen(false, true);
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, true);
  });
  header.addEventListener('focusout', (event) => {
    if (isOpen() && !(event.relatedTarget instanceof Node && header.contains(event.relatedTarget))) setOpen(false);
  });
  window.matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
  // A page restored from the back/forward cache comes back with its menu closed.
  window.addEventListener('pageshow', () => setOpen(false));
}

/** Static pages are built once: the copyright year follows the visitor's clock. */
function fillRuntimeText(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = year;
}

rememberedLanguage();
adminLink();
fillRuntimeText();
revealOnScroll();
const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  compactHeader(header);
  mobileMenu(header);
}
