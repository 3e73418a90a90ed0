import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { CalendarFeedCommand } from './commands.ts';
import { CALENDAR_FEED_TOKEN_REGENERATED, type CalendarFeedEvent } from './events.ts';

export interface CalendarFeedState {
  token: string | null;
}

export const initialCalendarFeedState: CalendarFeedState = { token: null };

/** At least 32 URL-safe characters: about 190 bits when drawn from 24 random bytes or more. */
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export function evolveCalendarFeed(_state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState {
  switch (event.type) {
    case CALENDAR_FEED_TOKEN_REGENERATED:
      return { token: event.data.token };
    default:
      return assertNever(event.type);
  }
}

export function decideCalendarFeed(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedEvent[] {
  switch (command.type) {
    case 'RegenerateCalendarFeedToken': {
      const { token, at } = command.data;
      if (!TOKEN.test(token)) throw new DomainError('a calendar feed token is 32 to 128 URL-safe characters');
      if (token === state.token) throw new DomainError('a new calendar feed token differs from the old one');
      return [{ type: CALENDAR_FEED_TOKEN_REGENERATED, data: { token, at } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const calendarFeedDecider: Decider<CalendarFeedCommand, CalendarFeedEvent, CalendarFeedState> = {
  initialState: initialCalendarFeedState,
  evolve: evolveCalendarFeed,
  decide: decideCalendarFeed,
};
