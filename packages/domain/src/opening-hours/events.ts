import type { DomainEvent } from '../kernel/decider.ts';
import type { OpeningHours } from './week.ts';

export const OPENING_HOURS_CHANGED = 'OpeningHoursChanged';

/** The whole week as the owner saved it: every day's ranges, and whether visits need an appointment. */
export interface OpeningHoursChangedData extends OpeningHours, Record<string, unknown> {
  at: string;
}

export type OpeningHoursChanged = DomainEvent<typeof OPENING_HOURS_CHANGED, OpeningHoursChangedData>;
