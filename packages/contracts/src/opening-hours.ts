import * as v from 'valibot';
import { localized } from './messages.ts';

/** The days of the week, Monday first (the domain names the same days). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day has no range (closed), one, or two with a break between them. */
export const MAX_RANGES_PER_DAY = 2;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const time = () => v.pipe(v.string(localized('openingTime')), v.trim(), v.regex(TIME, localized('openingTime')));

/**
 * Whether `later` is after `earlier`, when both are `HH:MM` (such strings compare as times). A
 * time that is not one has its own message already, so the order is not judged on it.
 */
const after = (later: string, earlier: string) => !TIME.test(later) || !TIME.test(earlier) || later > earlier;

/** One stretch of a day the atelier is open, 24-hour `HH:MM`; it must close after it opens. */
const timeRangeSchema = v.pipe(
  v.object({ opens: time(), closes: time() }),
  v.forward(
    v.check((range) => after(range.closes, range.opens), localized('closesAfterOpens')),
    ['closes'],
  ),
);

/** A day's ranges in order: none (closed), one, or two, the second opening after the first closes. */
const dayRangesSchema = v.pipe(
  v.array(timeRangeSchema, localized('openingHours')),
  v.maxLength(MAX_RANGES_PER_DAY, localized('tooManyRanges')),
  v.forward(
    v.check((ranges) => ranges.every((range, index) => index === 0 || after(range.opens, ranges[index - 1]!.closes)), localized('secondRangeAfterFirst')),
    [1, 'opens'],
  ),
);

/**
 * The atelier's week, as PUT /api/site-settings/openingHours takes it in `{ value }` and GET
 * /api/site-settings answers it: every day's ranges, and whether visits need an appointment.
 * Structured (days and times), so what plans her appointments can keep to it.
 */
export const openingHoursSchema = v.object(
  {
    days: v.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<Weekday, typeof dayRangesSchema>,
      localized('openingHours'),
    ),
    byAppointmentOnly: v.boolean(localized('flag')),
  },
  localized('openingHours'),
);

export type OpeningHours = v.InferOutput<typeof openingHoursSchema>;
export type TimeRange = OpeningHours['days'][Weekday][number];

const workday: TimeRange[] = [{ opens: '10:00', closes: '18:00' }];

/** The default hours (docs/product.md#layout), until the owner saves her own: Monday to Friday 10 to 6, Saturday 10 to 4, Sunday closed, by appointment only. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  days: {
    monday: workday,
    tuesday: workday,
    wednesday: workday,
    thursday: workday,
    friday: workday,
    saturday: [{ opens: '10:00', closes: '16:00' }],
    sunday: [],
  },
  byAppointmentOnly: true,
};

/** PUT /api/site-settings/openingHours: `{ value }`, the whole week. */
export const openingHoursUpdateSchema = v.object({ value: openingHoursSchema });
