import type { MailLang } from './types.ts';

/** The atelier's time zone: an instant is shown as the clock in the workroom reads it. */
export const ATELIER_TIME_ZONE = 'Europe/Madrid';

const LOCALE: Record<MailLang, string> = { es: 'es-ES', en: 'en-GB' };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd calendar day as the UTC midnight that starts it; throws on anything else. */
export function dayStart(date: string): Date {
  const match = DAY.exec(date);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== date) throw new RangeError(`${JSON.stringify(date)} is not a yyyy-MM-dd day`);
  return day;
}

/**
 * A calendar day, long, in the reader's language: "sábado, 13 de marzo de 2027" or
 * "Saturday, 13 March 2027". The day is read in UTC, so no machine's zone can move it.
 */
export function longDate(date: string, lang: MailLang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayStart(date));
}

function instant(iso: string): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`${JSON.stringify(iso)} is not an ISO instant`);
  return at;
}

/** An instant as the day and time in the atelier: "sábado, 13 de marzo de 2027, a las 10:32". */
export function longDateTime(iso: string, lang: MailLang): string {
  const at = instant(iso);
  const day = new Intl.DateTimeFormat(LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ATELIER_TIME_ZONE }).format(at);
  const time = new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ATELIER_TIME_ZONE }).format(at);
  return lang === 'es' ? `${day}, a las ${time}` : `${day} at ${time}`;
}
