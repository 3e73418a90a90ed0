import { localePath, type Lang } from '../../i18n/locale.ts';
import { UI } from '../../i18n/ui.ts';

export interface NavLink {
  href: string;
  label: string;
  /** The Spanish path, to compare with the current page. */
  path: string;
}

const NAV_PATHS = [
  ['home', '/'],
  ['gallery', '/gallery'],
  ['orderDress', '/order-dress'],
  ['customConcept', '/custom-concept'],
  ['blog', '/blog'],
] as const;

/** The header's and footer's links (docs/product.md#layout), in `lang`. */
export function navLinks(lang: Lang): NavLink[] {
  return NAV_PATHS.map(([key, path]) => ({ href: localePath(lang, path), label: UI[lang].nav[key], path }));
}

/** Pages that belong to a nav entry besides its own path: collections and projects are part of the gallery. */
const SECTION_PREFIXES: Record<string, string[]> = {
  '/gallery': ['/coleccion/', '/proyecto/'],
};

/** Whether the page at Spanish path `current` belongs to the nav entry at `path`. */
export function isCurrent(path: string, current: string): boolean {
  const clean = current.length > 1 ? current.replace(/\/$/, '') : current;
  if (path === '/') return clean === '/';
  if (clean === path || clean.startsWith(`${path}/`)) return true;
  return (SECTION_PREFIXES[path] ?? []).some((prefix) => clean.startsWith(prefix));
}
