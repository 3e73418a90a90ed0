import type { Lang } from '@atelier/contracts';
import { splitLocale } from '../i18n/locale.ts';

/**
 * The admin app's language: the language of its path, /admin (Spanish) or /en/admin (English),
 * as on the public site. The header's toggle switches between them and remembers the choice.
 */
export const ADMIN_LANG: Lang = typeof window === 'undefined' ? 'es' : splitLocale(location.pathname).lang;
