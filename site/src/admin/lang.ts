import type { Lang } from '@atelier/contracts';

/** The key the public site's language toggle writes (spec §1, product decisions "Admin language"). */
export const LANGUAGE_KEY = 'language';

/** The stored choice when it is exactly 'es' or 'en', else Spanish (spec §1). */
export function readStoredLang(): Lang {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

/** The admin app is client-only, so its language is read once, at startup. */
export const ADMIN_LANG: Lang = typeof window === 'undefined' ? 'es' : readStoredLang();
