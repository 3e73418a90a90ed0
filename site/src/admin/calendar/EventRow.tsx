import { occasionLabel, type CalendarEvent } from '@atelier/contracts';
import { ADMIN_LANG } from '../lang.ts';
import { $openEventId } from './event-draft.ts';
import { MilestoneBadge } from './MilestoneBadge.tsx';

/** One event in a list: the client (opens its detail), her occasion and the milestone; `day` names its date when the list is not by day. */
export function EventRow({ event, day }: { event: CalendarEvent; day?: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border border-line bg-paper px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        {day && <span className="text-xs font-medium tracking-[0.12em] text-accent-deep uppercase">{day}</span>}
        <button
          type="button"
          onClick={() => $openEventId.set(event.id)}
          className="text-left font-display text-lg leading-tight break-words text-ink underline decoration-transparent underline-offset-4 hover:decoration-accent"
        >
          {event.clientName}
        </button>
        <span className="text-xs tracking-[0.16em] text-muted uppercase">{occasionLabel(event.eventType, ADMIN_LANG)}</span>
      </div>
      <MilestoneBadge milestone={event.milestone} />
    </li>
  );
}
