import type { CalendarEvent } from '@atelier/contracts';
import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { dayKey, WEEK_STARTS_ON } from './month.ts';

/** One week of the agenda: the yyyy-MM-dd of its Sunday, and its events in date order. */
export interface AgendaWeek {
  weekStart: string;
  events: CalendarEvent[];
}

const weekOf = (date: string): string => dayKey(startOfWeek(parseISO(date), { weekStartsOn: WEEK_STARTS_ON }));

/**
 * The agenda: every event from `today` on (whatever month it falls in), in date order, grouped
 * by week (Sunday to Saturday, docs/product.md#constants). An event earlier today still counts:
 * the day is not over.
 */
export function upcomingByWeek(events: readonly CalendarEvent[], today: Date): AgendaWeek[] {
  const from = format(today, 'yyyy-MM-dd');
  const upcoming = events.filter((event) => event.date >= from).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const weeks: AgendaWeek[] = [];
  for (const event of upcoming) {
    const weekStart = weekOf(event.date);
    const last = weeks.at(-1);
    if (last?.weekStart === weekStart) last.events.push(event);
    else weeks.push({ weekStart, events: [event] });
  }
  return weeks;
}

/** Whether the week starting on `weekStart` is this week (0), the next (1), or further (null). */
export function weeksAhead(weekStart: string, today: Date): 0 | 1 | null {
  const thisWeek = startOfWeek(today, { weekStartsOn: WEEK_STARTS_ON });
  if (weekStart === dayKey(thisWeek)) return 0;
  return weekStart === dayKey(addDays(thisWeek, 7)) ? 1 : null;
}
