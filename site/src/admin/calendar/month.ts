import type { CalendarEvent } from '@atelier/contracts';
import { addDays, addMonths, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';

/** Weeks start on Sunday (docs/product.md#constants), whatever the language's own custom. */
export const WEEK_STARTS_ON = 0;

/** A month, as the first day of it. */
export const monthOf = (day: Date): Date => startOfMonth(day);

export const shiftMonth = (month: Date, by: 1 | -1): Date => startOfMonth(addMonths(month, by));

/** The yyyy-MM-dd key of a day, as events store their date. */
export const dayKey = (day: Date): string => format(day, 'yyyy-MM-dd');

/** The month grid: whole weeks, Sunday to Saturday, covering every day of `month`. */
export function monthWeeks(month: Date): Date[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const weeks: Date[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** The events of one month, by day, each day in the order the API lists them. */
export function eventsOfMonth(events: readonly CalendarEvent[], month: Date): CalendarEvent[] {
  const prefix = format(month, 'yyyy-MM');
  return events.filter((event) => event.date.startsWith(`${prefix}-`));
}

export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return days;
}
