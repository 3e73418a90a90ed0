import { openingHoursSchema, type Lang, type OpeningHours, type TimeRange, type Weekday } from '@atelier/contracts';
import * as v from 'valibot';

/** The hours a day opens with when the owner switches it on and it never had any. */
export const NEW_DAY: readonly TimeRange[] = [{ opens: '10:00', closes: '18:00' }];

/** The second range a day gets when the owner adds a break: the afternoon after the first range closes. */
export function withBreak(ranges: readonly TimeRange[]): TimeRange[] {
  const first = ranges[0] ?? NEW_DAY[0]!;
  return [first, { opens: first.closes < '17:00' ? '17:00' : first.closes, closes: '20:00' }];
}

/** The week with one day's ranges replaced. */
export const withDay = (hours: OpeningHours, day: Weekday, ranges: readonly TimeRange[]): OpeningHours => ({
  ...hours,
  days: { ...hours.days, [day]: ranges.map(({ opens, closes }) => ({ opens, closes })) },
});

/** The week with one time of one range changed. */
export function withTime(hours: OpeningHours, day: Weekday, index: number, field: keyof TimeRange, value: string): OpeningHours {
  return withDay(
    hours,
    day,
    hours.days[day].map((range, i) => (i === index ? { ...range, [field]: value } : range)),
  );
}

/**
 * The problems with the week, each under the dotted path of the field to mend
 * (`days.monday.0.closes`), in the contracts' words: the API's own messages.
 */
export function weekErrors(hours: OpeningHours, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(openingHoursSchema, hours, { lang }).issues ?? []) {
    errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return errors;
}

/** Whether two weeks say the same thing (saving the same week again is no change). */
export const sameWeek = (a: OpeningHours, b: OpeningHours): boolean => JSON.stringify(a) === JSON.stringify(b);
