import { tz, TZDate } from '@date-fns/tz';
// Each function from its own module, never the 'date-fns' index: loading the index (some 250
// modules under one 200 KB package.json) cost Node about 4.5 s of CPU in every process that
// reached this file, the server, the worker and each test file alike (docs/decisions/073-what-a-process-loads.md).
import type { Locale } from 'date-fns';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import type { Lang } from './i18n.ts';
import { ATELIER_TIME_ZONE } from './time-zone.ts';

/**
 * The one place the atelier's days and clock are worked out (ADR 061), with date-fns and
 * @date-fns/tz, for the server, the mails and the site alike. A *day* is a calendar day as the
 * API carries it, `yyyy-MM-dd`, and has no time zone; an *instant* is a moment (a `Date`, or an
 * ISO string with its offset), shown as the clock in the workroom reads it. The domain imports
 * nothing: its commands are given the day (`today`) worked out here.
 */

export { ATELIER_TIME_ZONE };

/** One day of 24 hours, in milliseconds: for durations of instants (a session's days), never for calendar days. */
export const DAY_MS = 86_400_000;

const atelier = tz(ATELIER_TIME_ZONE);
const utc = tz('UTC');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_PATTERN = 'yyyy-MM-dd';

/** A yyyy-MM-dd day as the UTC midnight that starts it; throws a RangeError on anything else (2027-02-30 too). */
export function dayStart(day: string): Date {
  const date = DAY.test(day) ? parseISO(day, { in: utc }) : null;
  if (!date || !isValid(date) || format(date, DAY_PATTERN, { in: utc }) !== day) throw new RangeError(`${JSON.stringify(day)} is not a yyyy-MM-dd day`);
  return new Date(date.getTime());
}

/** Today, the day it is in the atelier at `now`. */
export const atelierToday = (now: Date): string => format(now, DAY_PATTERN, { in: atelier });

/** The day `days` after `day` (before it when negative). */
export const addDaysToDay = (day: string, days: number): string => format(addDays(dayStart(day), days, { in: utc }), DAY_PATTERN, { in: utc });

/** Whole calendar days from `from` to `to`; negative when `to` is before. */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(dayStart(to), dayStart(from), { in: utc });

/** The instant `days` × 24 hours after `instant` (a session's or a link's end). */
export const daysAfter = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY_MS);

/** The atelier's midnight that starts `day` (or the day `plusDays` after it): what a calendar invitation's all-day event is made of. */
export const atelierMidnight = (day: string, plusDays = 0): TZDate => {
  const start = dayStart(day);
  return new TZDate(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + plusDays, ATELIER_TIME_ZONE);
};

/** An ISO instant as a Date; throws a RangeError on anything else. */
export function instant(iso: string): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`${JSON.stringify(iso)} is not an ISO instant`);
  return at;
}

/** An instant as an iCalendar UTC date-time: 20270201T100000Z. */
export const icalUtcStamp = (iso: string): string => format(instant(iso), "yyyyMMdd'T'HHmmss'Z'", { in: utc });

const LOCALES: Record<Lang, Locale> = { es, en: enGB };
const LONG_DAY: Record<Lang, string> = { es: "EEEE, d 'de' MMMM 'de' y", en: 'EEEE, d MMMM y' };
const AT_TIME: Record<Lang, string> = { es: "', a las' HH:mm", en: "' at' HH:mm" };

/** A day, long, in the reader's language: "sábado, 13 de marzo de 2027" or "Saturday, 13 March 2027". No machine's zone can move it. */
export const longDate = (day: string, lang: Lang): string => format(dayStart(day), LONG_DAY[lang], { locale: LOCALES[lang], in: utc });

/** An instant as the day and time in the atelier: "sábado, 13 de marzo de 2027, a las 10:32" or "Saturday, 13 March 2027 at 10:32". */
export const longDateTime = (iso: string, lang: Lang): string => format(instant(iso), LONG_DAY[lang] + AT_TIME[lang], { locale: LOCALES[lang], in: atelier });
