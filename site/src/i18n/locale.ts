// The subpath keeps the rest of contracts (schemas, messages) out of pages without islands.
import { langOfPath, type Lang } from '@atelier/contracts/i18n';

export type { Lang };

/** The URL of `path` (a Spanish path such as `/order-dress`) in `lang`: Spanish at the root, English under /en/. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'es') return clean;
  return clean === '/' ? '/en/' : `/en${clean}`;
}

/**
 * The Spanish path and the language of a URL path. A trailing slash (the build's directory
 * format puts one in Astro.url) is dropped, so every page has one URL: `/order-dress`.
 */
export function splitLocale(rawPathname: string): { lang: Lang; path: string } {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  if (langOfPath(pathname) === 'en') {
    const rest = pathname.slice(3);
    return { lang: 'en', path: rest === '' ? '/' : rest };
  }
  return { lang: 'es', path: pathname };
}
