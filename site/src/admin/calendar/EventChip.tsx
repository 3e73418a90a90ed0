import type { CalendarEvent } from '@atelier/contracts';
import { $openEventId } from './event-draft.ts';
import { COLOUR_CLASSES, milestoneColour } from './milestone-colour.ts';
import { CALENDAR_TEXT } from './text.ts';

/**
 * One event in a day of the month grid: the client and the milestone's short name (shorter
 * still on a phone, so it is read whole), on the milestone's colour (the colour alone would say
 * nothing to some eyes); opens its detail.
 */
export function EventChip({ event }: { event: CalendarEvent }) {
  const colour = COLOUR_CLASSES[milestoneColour(event.milestone)];
  return (
    <button
      type="button"
      onClick={() => $openEventId.set(event.id)}
      aria-label={`${event.clientName}, ${CALENDAR_TEXT.milestones[event.milestone]}`}
      className={`flex min-h-6 w-full flex-col border px-0.5 py-0.5 text-left text-[0.65rem] leading-tight sm:px-1.5 sm:text-xs ${colour.chip} hover:brightness-95`}
    >
      <span className="w-full truncate">{event.clientName}</span>
      <span data-milestone-name className="w-full truncate text-[0.6rem] font-medium tracking-normal uppercase sm:tracking-[0.04em] opacity-90 sm:text-[0.65rem]">
        <span className="sm:hidden">{CALENDAR_TEXT.phoneMilestones[event.milestone]}</span>
        <span className="hidden sm:inline">{CALENDAR_TEXT.shortMilestones[event.milestone]}</span>
      </span>
    </button>
  );
}
