import type { CalendarEvent } from '@atelier/contracts';
import { format, parseISO } from 'date-fns';
import { DATE_LOCALE } from '../dates.ts';
import { upcomingByWeek, weeksAhead } from './agenda.ts';
import { EventRow } from './EventRow.tsx';
import { CALENDAR_TEXT } from './text.ts';

const { patterns } = CALENDAR_TEXT;

function weekTitle(weekStart: string, today: Date): string {
  const ahead = weeksAhead(weekStart, today);
  if (ahead === 0) return CALENDAR_TEXT.thisWeek;
  if (ahead === 1) return CALENDAR_TEXT.nextWeek;
  const sunday = parseISO(weekStart);
  return CALENDAR_TEXT.weekOf(format(sunday, sunday.getFullYear() === today.getFullYear() ? patterns.weekStart : patterns.weekStartWithYear, { locale: DATE_LOCALE }));
}

/**
 * The agenda, the list view's default: every event from today on, whatever the month on screen,
 * week by week, each with its day. A fitting booked months ahead is never out of sight.
 */
export function AgendaView({ events, today }: { events: readonly CalendarEvent[]; today: Date }) {
  const weeks = upcomingByWeek(events, today);
  if (weeks.length === 0) return <p className="border border-dashed border-line px-6 py-6 text-center font-display text-2xl text-muted">{CALENDAR_TEXT.noUpcoming}</p>;
  return (
    <ol className="flex flex-col gap-8">
      {weeks.map((week) => (
        <li key={week.weekStart}>
          <h3 className="mb-3 border-b border-line pb-2 font-display text-xl text-ink first-letter:uppercase">{weekTitle(week.weekStart, today)}</h3>
          <ul className="flex flex-col gap-3">
            {week.events.map((event) => (
              <EventRow key={event.id} event={event} day={format(parseISO(event.date), patterns.agendaDay, { locale: DATE_LOCALE })} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
