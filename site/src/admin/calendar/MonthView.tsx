import type { CalendarEvent } from '@atelier/contracts';
import { format, isSameMonth, isToday } from 'date-fns';
import { DATE_LOCALE } from '../dates.ts';
import { EventChip } from './EventChip.tsx';
import { monthTitle } from './format.ts';
import { dayKey, eventsByDay, monthWeeks } from './month.ts';

/** The month grid (docs/product.md#dashboard): whole weeks from Sunday, each day with its events in milestone colours. */
export function MonthView({ month, events }: { month: Date; events: readonly CalendarEvent[] }) {
  const weeks = monthWeeks(month);
  const byDay = eventsByDay(events);
  return (
    <table className="w-full table-fixed border-collapse border border-line bg-paper">
      <caption className="sr-only">{monthTitle(month)}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th key={day.getDay()} scope="col" className="border-b border-line px-1 py-2 text-[0.65rem] font-medium uppercase tracking-[0.16em] text-muted">
              <abbr title={format(day, 'EEEE', { locale: DATE_LOCALE })} className="no-underline">
                <span className="sm:hidden">{format(day, 'EEEEE', { locale: DATE_LOCALE })}</span>
                <span className="hidden sm:inline">{format(day, 'EEE', { locale: DATE_LOCALE })}</span>
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const inMonth = isSameMonth(day, month);
              const dayEvents = inMonth ? (byDay.get(dayKey(day)) ?? []) : [];
              return (
                <td key={dayKey(day)} className={`h-20 border border-line/70 p-0.5 align-top sm:h-28 sm:p-1.5 ${inMonth ? '' : 'bg-linen/40'}`}>
                  <span
                    className={`mb-1 inline-flex size-6 items-center justify-center text-xs tabular-nums ${isToday(day) ? 'rounded-full bg-ink text-paper' : inMonth ? 'text-ink' : 'text-muted'}`}
                  >
                    {inMonth ? format(day, 'd') : <span aria-hidden="true">{format(day, 'd')}</span>}
                  </span>
                  <ul className="flex flex-col gap-1">
                    {dayEvents.map((event) => (
                      <li key={event.id}>
                        <EventChip event={event} />
                      </li>
                    ))}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
