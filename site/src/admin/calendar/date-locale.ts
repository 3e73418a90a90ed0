import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { ADMIN_LANG } from '../lang.ts';

/** Day and month names in the admin's language. */
export const DATE_LOCALE: Locale = ADMIN_LANG === 'es' ? es : enUS;
