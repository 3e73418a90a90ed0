import type { Lang } from '@atelier/contracts';
import { storedLanguage } from '../i18n/stored-language.ts';

/** The admin app is client-only, so its language is read once, at startup: the stored choice, else Spanish. */
export const ADMIN_LANG: Lang = typeof window === 'undefined' ? 'es' : (storedLanguage() ?? 'es');
