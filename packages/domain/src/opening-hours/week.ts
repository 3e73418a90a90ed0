/** The days of the week, Monday first, as the opening hours name them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One stretch of a day the atelier is open, in 24-hour `HH:MM` local time: it opens at `opens` and closes at `closes`. */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** A day with no range is closed; a day with two has a break between them (a long lunch). */
export const MAX_RANGES_PER_DAY = 2;

/**
 * The atelier's week: for each day, the ranges it is open, in order. Whether visits need an
 * appointment is said once, for the whole week.
 */
export interface OpeningHours {
  days: Record<Weekday, TimeRange[]>;
  byAppointmentOnly: boolean;
}

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** `HH:MM` on the 24-hour clock, from 00:00 to 23:59. */
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/**
 * Why `days` is not a week the atelier can keep, or null when it is: every day named, each
 * range a real time that closes after it opens, at most two a day, the second after the first.
 * (`HH:MM` strings compare as times.)
 */
export function weekProblem(days: Record<string, readonly TimeRange[]>): string | null {
  for (const day of WEEKDAYS) {
    const ranges = days[day];
    if (!Array.isArray(ranges)) return `${day} has no opening hours`;
    if (ranges.length > MAX_RANGES_PER_DAY) return `${day} has more than ${MAX_RANGES_PER_DAY} ranges`;
    for (const [index, { opens, closes }] of ranges.entries()) {
      if (!isTime(opens) || !isTime(closes)) return `${day} has a time that is not HH:MM`;
      if (closes <= opens) return `${day} closes before it opens`;
      const previous = ranges[index - 1];
      if (previous && opens <= previous.closes) return `${day} opens again before it has closed`;
    }
  }
  return null;
}
