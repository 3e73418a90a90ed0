import type { DomainCommand } from '../kernel/command.ts';
import type { OpeningHours } from './week.ts';

export interface ChangeOpeningHoursData extends OpeningHours, Record<string, unknown> {
  at: string;
}

/** The owner saves her whole week at once: the footer shows it, and planning keeps to it. */
export type ChangeOpeningHours = DomainCommand<'ChangeOpeningHours', ChangeOpeningHoursData>;

export type OpeningHoursCommand = ChangeOpeningHours;
