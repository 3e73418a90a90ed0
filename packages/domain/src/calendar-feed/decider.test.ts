import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { scenario, stateAfter } from '../shared/testing.ts';
import { calendarFeedDecider } from './decider.ts';
import type { CalendarFeedEvent } from './events.ts';

const at = '2026-11-24T10:00:00.000Z';
const first = 'a'.repeat(43);
const second = 'b'.repeat(43);
const regenerated = (token: string): CalendarFeedEvent => ({ type: 'CalendarFeedTokenRegenerated', data: { token, at } });
const regenerate = (token: string) => ({ type: 'RegenerateCalendarFeedToken', data: { token, at } }) as const;
const spec = scenario(calendarFeedDecider);

describe('calendar feed token', () => {
  it('given no feed, when a token is drawn, then CalendarFeedTokenRegenerated', () => {
    spec.given().when(regenerate(first)).then([regenerated(first)]);
  });

  it('replaces the token: only the newest one is the feed', () => {
    spec.given(regenerated(first)).when(regenerate(second)).then([regenerated(second)]);
    expect(stateAfter(calendarFeedDecider, regenerated(first), regenerated(second))).toEqual({ token: second });
  });

  it('refuses a short or non URL-safe token, and the same token again', () => {
    spec.given().when(regenerate('short')).thenThrows(DomainError, /URL-safe/);
    spec.given().when(regenerate(`${first}/+`)).thenThrows(DomainError, /URL-safe/);
    spec.given(regenerated(first)).when(regenerate(first)).thenThrows(DomainError, /differs/);
  });
});
