import type { CalendarEvent } from '@atelier/contracts';
import { longDay } from '../dates.ts';
import { EventRow } from './EventRow.tsx';
import { eventsByDay } from './month.ts';

/** The month's events as a list, day by day (docs/product.md#dashboard). */
export function ListView({ events }: { events: readonly CalendarEvent[] }) {
  return (
    <ol className="flex flex-col gap-8">
      {[...eventsByDay(events).entries()].map(([day, dayEvents]) => (
        <li key={day}>
          <h3 className="mb-3 border-b border-line pb-2 font-display text-xl text-ink first-letter:uppercase">{longDay(day)}</h3>
          <ul className="flex flex-col gap-3">
            {dayEvents.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
