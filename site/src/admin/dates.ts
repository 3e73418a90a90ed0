import type { Lang } from '@atelier/contracts';
import { format, parseISO, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { ADMIN_LANG } from './lang.ts';

const LOCALES: Record<Lang, Locale> = { es, en: enUS };

/**
 * How the back office writes a date outside a table (tables keep yyyy-MM-dd,
 * docs/product.md#dashboard): the language's own long form, through date-fns' locales, with the
 * time where the moment matters.
 */
export function datesIn(lang: Lang) {
  const locale = LOCALES[lang];
  return {
    locale,
    /** A calendar day as stored (yyyy-MM-dd), never shifted by the time zone: "miércoles, 10 de marzo de 2027". */
    longDay: (day: string): string => format(parseISO(day), 'PPPP', { locale }),
    /** The day of a moment, in the admin's time zone: "27 de noviembre de 2026". */
    longDate: (iso: string): string => format(new Date(iso), 'PPP', { locale }),
    /** A moment with its time, in the admin's time zone: "27 de noviembre de 2026 a las 18:40". */
    longDateTime: (iso: string): string => format(new Date(iso), 'PPPp', { locale }),
  };
}

export const { locale: DATE_LOCALE, longDay, longDate, longDateTime } = datesIn(ADMIN_LANG);
