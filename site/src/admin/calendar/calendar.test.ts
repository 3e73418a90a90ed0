import type { CalendarEvent, RequestListItem } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { NEW_CLIENT, fillFromClient } from './client-choice.ts';
import { upcomingByWeek, weeksAhead } from './agenda.ts';
import { milestoneColour } from './milestone-colour.ts';
import { dayKey, eventsByDay, eventsOfMonth, monthWeeks, shiftMonth } from './month.ts';

const event = (id: number, date: string): CalendarEvent => ({
  id,
  clientName: `Clienta ${id}`,
  date,
  eventType: 'gala',
  milestone: 'First Fitting',
  requestId: null,
  requestType: null,
  notes: null,
  erased: false,
  version: 0,
});

describe('the month grid', () => {
  it('covers whole weeks from Sunday to Saturday', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthWeeks(new Date(2026, 11, 1));
    expect(weeks).toHaveLength(5);
    expect(weeks.map((week) => week.map(dayKey)[0])).toEqual(['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']);
    expect(dayKey(weeks.at(-1)!.at(-1)!)).toBe('2027-01-02');
    expect(weeks.every((week) => week[0]!.getDay() === 0 && week.length === 7)).toBe(true);
  });

  it('moves one month at a time, across years', () => {
    expect(dayKey(shiftMonth(new Date(2026, 11, 1), 1))).toBe('2027-01-01');
    expect(dayKey(shiftMonth(new Date(2026, 0, 1), -1))).toBe('2025-12-01');
  });

  it("keeps only the month's events, grouped by day", () => {
    const events = [event(1, '2026-11-30'), event(2, '2026-12-03'), event(3, '2026-12-03'), event(4, '2027-12-03')];
    const december = eventsOfMonth(events, new Date(2026, 11, 1));
    expect(december.map((e) => e.id)).toEqual([2, 3]);
    expect([...eventsByDay(december).entries()].map(([day, list]) => [day, list.map((e) => e.id)])).toEqual([['2026-12-03', [2, 3]]]);
  });
});

describe('milestone colours', () => {
  it.each([
    ['Event Date', 'purple'],
    ['Delivery', 'purple'],
    ['Initial Consultation', 'blue'],
    ['Fabric Selection', 'green'],
    ['First Fitting', 'orange'],
    ['Final Fitting', 'orange'],
    ['Concept Approval', 'grey'],
  ])('%s is %s', (milestone, colour) => {
    expect(milestoneColour(milestone)).toBe(colour);
  });
});

describe('choosing a client in the add-event form', () => {
  const dress = { id: 3, type: 'dress', fullName: 'Lucía Fernández', eventType: 'wedding' } as RequestListItem;
  const concept = { id: 3, type: 'concept', fullName: 'Carla Ruiz', eventType: null } as RequestListItem;

  it('fills requestId, requestType, eventType and the name from the request', () => {
    expect(fillFromClient('dress-3', [dress, concept], { eventType: 'gala' })).toEqual({ clientName: 'Lucía Fernández', requestId: 3, requestType: 'dress', eventType: 'wedding' });
    expect(fillFromClient('concept-3', [dress, concept], { eventType: 'gala' })).toEqual({ clientName: 'Carla Ruiz', requestId: 3, requestType: 'concept', eventType: 'gala' });
  });

  it("unlinks for 'New Client'", () => {
    expect(fillFromClient(NEW_CLIENT, [dress], { eventType: 'gala' })).toEqual({ clientName: '', requestId: null, requestType: null });
  });
});

describe('the agenda', () => {
  const today = new Date(2026, 10, 27, 15, 0); // Friday 27 November 2026, mid-afternoon

  it('lists every event from today on, whatever its month, grouped by week from Sunday', () => {
    const events = [event(1, '2027-03-10'), event(2, '2026-11-26'), event(3, '2026-11-27'), event(4, '2026-11-29'), event(5, '2026-11-28'), event(6, '2027-03-12')];
    expect(upcomingByWeek(events, today).map((week) => [week.weekStart, week.events.map((e) => e.id)])).toEqual([
      ['2026-11-22', [3, 5]],
      ['2026-11-29', [4]],
      ['2027-03-07', [1, 6]],
    ]);
    expect(upcomingByWeek([event(2, '2026-11-26')], today)).toEqual([]);
  });

  it('names this week and the next', () => {
    expect(weeksAhead('2026-11-22', today)).toBe(0);
    expect(weeksAhead('2026-11-29', today)).toBe(1);
    expect(weeksAhead('2026-12-06', today)).toBeNull();
  });
});
