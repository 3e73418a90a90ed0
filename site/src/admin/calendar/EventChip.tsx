import type { CalendarEvent } from '@atelier/contracts';
import { $openEventId } from './event-draft.ts';
import { COLOUR_CLASSES, milestoneColour } from './milestone-colour.ts';
import { CALENDAR_TEXT } from './text.ts';

/** One event in a day of the month grid, in its milestone's colour; opens its detail. */
export function EventChip({ event }: { event: CalendarEvent }) {
  const colour = COLOUR_CLASSES[milestoneColour(event.milestone)];
  return (
    <button
      type="button"
      onClick={() => $openEventId.set(event.id)}
      // The colour says the milestone on screen; the name says it to a screen reader.
      aria-label={`${event.clientName}, ${CALENDAR_TEXT.milestones[event.milestone]}`}
      className={`block min-h-6 w-full truncate border px-1 py-0.5 text-left text-[0.65rem] leading-tight sm:px-1.5 sm:text-xs ${colour.chip} hover:brightness-95`}
    >
      {event.clientName}
    </button>
  );
}
