import { ATELIER_TIME_ZONE, type Lang } from '@atelier/contracts';

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

/** A yyyy-MM-dd day as she reads it ("12 de junio de 2027"); days have no time zone. */
export const formatDay = (day: string, lang: Lang): string =>
  new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** An instant as the atelier's clock shows it. */
export const formatInstant = (iso: string, lang: Lang, withTime = false): string =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: ATELIER_TIME_ZONE,
  }).format(new Date(iso));

/** A timeline step's moment: a day for appointments, an instant otherwise. */
export const formatWhen = (at: string, lang: Lang): string => (/^\d{4}-\d{2}-\d{2}$/.test(at) ? formatDay(at, lang) : formatInstant(at, lang));
