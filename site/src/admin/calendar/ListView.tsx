import { occasionLabel, type CalendarEvent } from '@atelier/contracts';
import { ADMIN_LANG } from '../lang.ts';
import { $openEventId } from './event-draft.ts';
import { longDay } from '../dates.ts';
import { MilestoneBadge } from './MilestoneBadge.tsx';
import { eventsByDay } from './month.ts';

/** The month's events as a list, day by day (spec §2 "list"). */
export function ListView({ events }: { events: readonly CalendarEvent[] }) {
  return (
    <ol className="flex flex-col gap-8">
      {[...eventsByDay(events).entries()].map(([day, dayEvents]) => (
        <li key={day}>
          <h3 className="mb-3 border-b border-line pb-2 font-display text-xl text-ink first-letter:uppercase">{longDay(day)}</h3>
          <ul className="flex flex-col gap-3">
            {dayEvents.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 border border-line bg-paper px-4 py-3">
                <div className="flex flex-col gap-1">
                  <button
                    type="button"
                    onClick={() => $openEventId.set(event.id)}
                    className="text-left font-display text-lg leading-tight text-ink underline decoration-transparent underline-offset-4 hover:decoration-accent"
                  >
                    {event.clientName}
                  </button>
                  <span className="text-xs uppercase tracking-[0.16em] text-muted">{occasionLabel(event.eventType, ADMIN_LANG)}</span>
                </div>
                <MilestoneBadge milestone={event.milestone} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
