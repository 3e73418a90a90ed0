export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** Spanish is the site's default (docs/product.md#languages). */
export const DEFAULT_LANG: Lang = 'es';

/** Reduces a language tag such as "en-US" or "ES" to a supported Lang, or null. */
export function toLang(tag: string | null | undefined): Lang | null {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  return LANGS.find((lang) => lang === primary) ?? null;
}

/** The language of a site path: English under /en/, Spanish everywhere else (the default). */
export function langOfPath(path: string): Lang {
  return path === '/en' || path.startsWith('/en/') ? 'en' : DEFAULT_LANG;
}

/** The URL of `path` (a Spanish path such as `/order-dress`) in `lang`: Spanish at the root, English under /en/. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'es') return clean;
  return clean === '/' ? '/en/' : `/en${clean}`;
}

/** Accept-Language entries by preference; order breaks ties, as RFC 9110 leaves them to the server. */
function preferredTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of a request: the form's own `lang` field wins because the visitor chose
 * it on the page; then the browser's Accept-Language; then Spanish.
 */
export function pickLang(formLang?: string | null, acceptLanguage?: string | null): Lang {
  const fromForm = toLang(formLang);
  if (fromForm) return fromForm;
  for (const tag of preferredTags(acceptLanguage ?? '')) {
    const lang = toLang(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
