import type { Lang } from '@atelier/contracts';

/** The localStorage key of the visitor's language choice (docs/product.md#languages), shared by the site and the admin. */
const LANGUAGE_KEY = 'language';

/** The stored choice, only when it is exactly 'es' or 'en' (docs/product.md#languages); null otherwise or when storage is off. */
export function storedLanguage(): Lang | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored === 'es' || stored === 'en' ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers a choice. Storage may be off (private mode, policy): then nothing is remembered. */
export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Nothing to do: links still lead to the chosen language.
  }
}
