import type { DomainCommand } from '../kernel/command.ts';

/** The API draws the token (random, URL-safe), so `decide` stays pure. */
export type RegenerateCalendarFeedToken = DomainCommand<'RegenerateCalendarFeedToken', { token: string; at: string }>;

export type CalendarFeedCommand = RegenerateCalendarFeedToken;
