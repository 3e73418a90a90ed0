import type { Lang } from './i18n.ts';
import { WEEKDAYS, type OpeningHours, type TimeRange, type Weekday } from './opening-hours.ts';

/** The days' names in each language, capitalised as a line starts. */
export const WEEKDAY_NAMES: Record<Lang, Record<Weekday, string>> = {
  es: { monday: 'Lunes', tuesday: 'Martes', wednesday: 'Miércoles', thursday: 'Jueves', friday: 'Viernes', saturday: 'Sábado', sunday: 'Domingo' },
  en: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
};

const WORDS = {
  es: { closed: 'Cerrado', byAppointmentOnly: 'Solo con cita previa' },
  en: { closed: 'Closed', byAppointmentOnly: 'By appointment only' },
} as const satisfies Record<Lang, unknown>;

/** A run of days, as each language says it: "Lunes a viernes", "Sábado y domingo"; "Monday – Friday", "Saturday and Sunday". */
function daysLabel(first: Weekday, last: Weekday, count: number, lang: Lang): string {
  const names = WEEKDAY_NAMES[lang];
  if (count === 1) return names[first];
  const lastName = lang === 'es' ? names[last].toLowerCase() : names[last];
  if (count === 2) return lang === 'es' ? `${names[first]} y ${lastName}` : `${names[first]} and ${lastName}`;
  return lang === 'es' ? `${names[first]} a ${lastName}` : `${names[first]} – ${lastName}`;
}

/** A time as each language writes it: "9:30", "18:00"; "9:30AM", "6PM". */
function timeText(time: string, lang: Lang): string {
  if (lang === 'es') return time.replace(/^0(?=\d:)/, '');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${clock}${suffix}` : `${clock}:${String(minutes).padStart(2, '0')}${suffix}`;
}

const rangeText = ({ opens, closes }: TimeRange, lang: Lang) => `${timeText(opens, lang)} – ${timeText(closes, lang)}`;

/** One line of the footer's opening hours: a day or a run of days, and its ranges (or "Closed"). */
export interface OpeningHoursLine {
  days: string;
  hours: string[];
}

/**
 * The week as the footer shows it in `lang`: consecutive days with the same hours on one line,
 * from Monday. The default week reads "Lunes a viernes 10:00 – 18:00 · Sábado 10:00 – 16:00 ·
 * Domingo Cerrado", and "Monday – Friday 10AM – 6PM · Saturday 10AM – 4PM · Sunday Closed".
 */
export function openingHoursLines(hours: OpeningHours, lang: Lang): OpeningHoursLine[] {
  const lines: OpeningHoursLine[] = [];
  const key = (day: Weekday) => JSON.stringify(hours.days[day]);
  for (let start = 0; start < WEEKDAYS.length; ) {
    const first = WEEKDAYS[start]!;
    let end = start;
    while (end + 1 < WEEKDAYS.length && key(WEEKDAYS[end + 1]!) === key(first)) end += 1;
    const ranges = hours.days[first];
    lines.push({
      days: daysLabel(first, WEEKDAYS[end]!, end - start + 1, lang),
      hours: ranges.length === 0 ? [WORDS[lang].closed] : ranges.map((range) => rangeText(range, lang)),
    });
    start = end + 1;
  }
  return lines;
}

/** The line under the hours when visits need an appointment, else null. */
export const appointmentLine = (hours: OpeningHours, lang: Lang): string | null => (hours.byAppointmentOnly ? WORDS[lang].byAppointmentOnly : null);
