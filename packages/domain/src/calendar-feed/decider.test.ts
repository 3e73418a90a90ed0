import { describe, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import { calendarFeedDecider } from './decider.ts';
import type { CalendarFeedEvent } from './events.ts';

const at = '2026-11-24T10:00:00.000Z';
const first = 'a'.repeat(43);
const second = 'b'.repeat(43);
const regenerated = (token: string): CalendarFeedEvent => ({ type: 'CalendarFeedTokenRegenerated', data: { token, at } });
const regenerate = (token: string) => ({ type: 'RegenerateCalendarFeedToken', data: { token, at } }) as const;
const given = DeciderSpecification.for(calendarFeedDecider);

describe('calendar feed token', () => {
  it('given no feed, when a token is drawn, then CalendarFeedTokenRegenerated', () => {
    given([]).when(regenerate(first)).then([regenerated(first)]);
  });

  it('replaces the token: only the newest one is the feed', () => {
    given([regenerated(first)]).when(regenerate(second)).then([regenerated(second)]);
    given([regenerated(first), regenerated(second)]).thenState({ token: second });
  });

  it('refuses a short or non URL-safe token, and the same token again', () => {
    given([]).when(regenerate('short')).thenThrows(DomainError, /URL-safe/);
    given([]).when(regenerate(`${first}/+`)).thenThrows(DomainError, /URL-safe/);
    given([regenerated(first)]).when(regenerate(first)).thenThrows(DomainError, /differs/);
  });
});
