// The subpath keeps the rest of contracts (schemas, messages) out of pages without islands.
import { langOfPath, localePath, type Lang } from '@atelier/contracts/i18n';

export { localePath };
export type { Lang };

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
