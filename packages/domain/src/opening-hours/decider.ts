import type { Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { OpeningHoursCommand } from './commands.ts';
import { OPENING_HOURS_CHANGED, type OpeningHoursChanged } from './events.ts';
import { WEEKDAYS, weekProblem, type OpeningHours, type TimeRange, type Weekday } from './week.ts';

/** The week as its events leave it; null until it is first saved (the site shows the default week). */
export interface OpeningHoursState {
  hours: OpeningHours | null;
}

export const initialOpeningHoursState: OpeningHoursState = { hours: null };

/** Copied field by field, so nothing a caller added by accident enters the permanent history. */
function copyOf({ days, byAppointmentOnly }: OpeningHours): OpeningHours {
  const copied = {} as Record<Weekday, TimeRange[]>;
  for (const day of WEEKDAYS) copied[day] = days[day].map(({ opens, closes }) => ({ opens, closes }));
  return { days: copied, byAppointmentOnly };
}

const sameWeek = (a: OpeningHours, b: OpeningHours): boolean => JSON.stringify(copyOf(a)) === JSON.stringify(copyOf(b));

export function evolveOpeningHours(_state: OpeningHoursState, event: OpeningHoursChanged): OpeningHoursState {
  return { hours: copyOf(event.data) };
}

/** A week the atelier can keep (the schema checks it too; the domain does not trust it); saving the week already there records nothing. */
export function decideOpeningHours(command: OpeningHoursCommand, state: OpeningHoursState): OpeningHoursChanged[] {
  const { at } = command.data;
  const problem = weekProblem(command.data.days);
  if (problem !== null) throw new DomainError(`opening hours refused: ${problem}`);
  if (typeof command.data.byAppointmentOnly !== 'boolean') throw new DomainError('opening hours refused: byAppointmentOnly is not true or false');
  const hours = copyOf(command.data);
  if (state.hours !== null && sameWeek(state.hours, hours)) return [];
  return [{ type: OPENING_HOURS_CHANGED, data: { ...hours, at } }];
}

export const openingHoursDecider: Decider<OpeningHoursCommand, OpeningHoursChanged, OpeningHoursState> = {
  initialState: initialOpeningHoursState,
  evolve: evolveOpeningHours,
  decide: decideOpeningHours,
};
