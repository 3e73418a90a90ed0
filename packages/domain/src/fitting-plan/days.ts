import { WEEKDAYS, type OpeningHours, type Weekday } from '../opening-hours/week.ts';

/** Day arithmetic on `yyyy-MM-dd` days (the calendar's), done at noon UTC so no clock change moves a day. */
const toTime = (day: string): number => Date.parse(`${day}T12:00:00Z`);
const MS_PER_DAY = 86_400_000;

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => new Date(toTime(day) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** The day of the week, as the opening hours name it. */
export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(toTime(day)).getUTCDay() + 6) % 7]!;
}

/** Why an appointment cannot be on `day`, or null when it can: never a Sunday, never a day the week leaves closed. */
export function closedReason(day: string, hours: OpeningHours): 'sunday' | 'closed' | null {
  const weekday = weekdayOf(day);
  if (weekday === 'sunday') return 'sunday';
  return hours.days[weekday].length === 0 ? 'closed' : null;
}
