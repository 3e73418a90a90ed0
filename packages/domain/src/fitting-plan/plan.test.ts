import { describe, expect, it } from 'vitest';
import type { OpeningHours, TimeRange, Weekday } from '../opening-hours/week.ts';
import { weekdayOf } from './days.ts';
import { PLAN_MILESTONES, planProblems, proposePlan, type PlannedDate } from './plan.ts';

const workday: TimeRange[] = [{ opens: '10:00', closes: '18:00' }];
/** The default week: Monday to Saturday open, Sunday closed. */
const week: OpeningHours = {
  days: { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday: [{ opens: '10:00', closes: '16:00' }], sunday: [] },
  byAppointmentOnly: true,
};
const closedOn = (...days: Weekday[]): OpeningHours => ({ ...week, days: { ...week.days, ...Object.fromEntries(days.map((day) => [day, []])) } });
/** Even a week the owner saved with Sunday hours keeps Sunday free of appointments. */
const openSunday: OpeningHours = { ...week, days: { ...week.days, sunday: workday } };

const given = (hours: OpeningHours, today: string) => ({
  whenTheOccasionIs: (occasionDate: string | null) => {
    const steps = proposePlan({ occasionDate, hours, today });
    return {
      thenTheDatesAre: (dates: (string | null)[]) => expect(steps.map((step) => step.date)).toEqual(dates),
      thenUnplannable: (reasons: (string | null)[]) => expect(steps.map((step) => (step.date === null ? step.unplannable : null))).toEqual(reasons),
      steps,
    };
  },
});

describe('planning back from the occasion: the proposal', () => {
  it('given a Saturday wedding months away, when planned, then 8 weeks, 4 weeks, 10 days and 5 days before, in the calendar milestones', () => {
    const { steps, thenTheDatesAre } = given(week, '2027-01-10').whenTheOccasionIs('2027-06-12');
    thenTheDatesAre(['2027-04-17', '2027-05-15', '2027-06-02', '2027-06-07']);
    expect(steps.map((step) => step.milestone)).toEqual([...PLAN_MILESTONES]);
    expect(steps[0]!.window).toEqual({ from: '2027-04-10', to: '2027-04-24' });
  });

  it('given an aim that falls on a Sunday, when planned, then the nearest open day, the earlier of two as near', () => {
    // Occasion on Sunday 13 June: 8 weeks before is Sunday 18 April; Saturday 17 and Monday 19 are as near.
    given(week, '2027-01-10').whenTheOccasionIs('2027-06-13').thenTheDatesAre(['2027-04-17', '2027-05-15', '2027-06-03', '2027-06-08']);
  });

  it('given a week saved with Sunday hours, when planned, then still no Sunday', () => {
    const { steps } = given(openSunday, '2027-01-10').whenTheOccasionIs('2027-06-13');
    expect(steps.map((step) => step.date && weekdayOf(step.date))).not.toContain('sunday');
  });

  it('given the atelier closed on Wednesdays, when an aim is a Wednesday, then another day', () => {
    // Occasion Wednesday 16 June: both early aims are Wednesdays (the earlier neighbour, Tuesday, wins); the final fitting's is a Sunday (Monday 7, inside its window).
    const { steps } = given(closedOn('wednesday'), '2027-01-10').whenTheOccasionIs('2027-06-16');
    expect(steps.map((step) => step.date)).toEqual(['2027-04-20', '2027-05-18', '2027-06-07', '2027-06-11']);
    expect(steps.map((step) => step.date && weekdayOf(step.date))).not.toContain('wednesday');
  });

  it('given a closed Saturday and Monday on either side of a Sunday, when the aim is that Sunday, then the open days beyond them', () => {
    // 8 weeks before Sunday 13 June is Sunday 18 April: Saturday 17 and Monday 19 are closed, Friday 16 and Tuesday 20 as near.
    const { steps } = given(closedOn('saturday', 'monday'), '2027-01-10').whenTheOccasionIs('2027-06-13');
    expect(steps[0]!.date).toBe('2027-04-16');
    expect(steps.map((step) => step.date && weekdayOf(step.date))).toEqual(['friday', 'friday', 'thursday', 'tuesday']);
  });

  it('given any occasion, when planned, then the dates keep their order', () => {
    for (const occasion of ['2027-06-12', '2027-06-13', '2027-06-14', '2027-06-16', '2027-12-25']) {
      const dates = given(closedOn('monday'), '2027-01-10').whenTheOccasionIs(occasion).steps.map((step) => step.date!);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(4);
    }
  });

  it('given an occasion 3 weeks away, when planned, then both early fittings are too close and the final fitting and delivery are planned', () => {
    const plan = given(week, '2027-05-22').whenTheOccasionIs('2027-06-12');
    plan.thenTheDatesAre([null, null, '2027-06-02', '2027-06-07']);
    plan.thenUnplannable(['tooClose', 'tooClose', null, null]);
  });

  it('given today inside a step\'s window past its aim, when planned, then a day from today on, never one before', () => {
    given(week, '2027-04-20').whenTheOccasionIs('2027-06-12').thenTheDatesAre(['2027-04-20', '2027-05-15', '2027-06-02', '2027-06-07']);
  });

  it('given an occasion in the past, when planned, then nothing is planned and it says why', () => {
    const plan = given(week, '2027-07-01').whenTheOccasionIs('2027-06-12');
    plan.thenTheDatesAre([null, null, null, null]);
    plan.thenUnplannable(['occasionPassed', 'occasionPassed', 'occasionPassed', 'occasionPassed']);
  });

  it('given no occasion date (a custom concept), when planned, then there is no plan', () => {
    const plan = given(week, '2027-01-10').whenTheOccasionIs(null);
    plan.thenUnplannable(['noOccasionDate', 'noOccasionDate', 'noOccasionDate', 'noOccasionDate']);
    expect(plan.steps.every((step) => step.window === null)).toBe(true);
  });

  it('given a window in which the atelier never opens, when planned, then that step has no open day', () => {
    // Open on Mondays only: the final fitting's window (Wednesday 2 to Saturday 5 June) has none.
    const mondaysOnly = closedOn('tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
    given(mondaysOnly, '2027-01-10').whenTheOccasionIs('2027-06-12').thenUnplannable([null, null, 'noOpenDay', null]);
  });
});

const occasionDate = '2027-06-12';
const today = '2027-03-01';
const check = (accepted: PlannedDate[], scheduled: PlannedDate[] = [], hours = week) => planProblems(accepted, { scheduled, occasionDate, hours, today });
const proposal: PlannedDate[] = [
  { milestone: 'First Fitting', date: '2027-04-17' },
  { milestone: 'Second Fitting', date: '2027-05-15' },
  { milestone: 'Final Fitting', date: '2027-06-02' },
  { milestone: 'Delivery', date: '2027-06-07' },
];

describe('planning back from the occasion: the days she accepts', () => {
  it('given the proposal, when accepted as it is, then nothing is wrong', () => {
    expect(check(proposal)).toEqual([]);
  });

  it('given her own days outside the windows, when accepted, then they are kept: she knows her client', () => {
    expect(check([{ milestone: 'First Fitting', date: '2027-03-03' }, { milestone: 'Delivery', date: '2027-06-11' }])).toEqual([]);
  });

  it.each([
    ['a Sunday', '2027-04-18', week, 'sunday'],
    ['a Sunday, even with Sunday hours saved', '2027-04-18', openSunday, 'sunday'],
    ['a closed day', '2027-04-19', closedOn('monday'), 'closed'],
    ['a day before today', '2027-02-27', week, 'past'],
    ['the occasion day itself', '2027-06-12', week, 'notBeforeOccasion'],
    ['a day after the occasion', '2027-06-15', week, 'notBeforeOccasion'],
  ])('given %s, when accepted, then it is refused', (_what, date, hours, problem) => {
    expect(check([{ milestone: 'Delivery', date }], [], hours)).toEqual([{ milestone: 'Delivery', problem }]);
  });

  it('given today, when accepted, then it is kept', () => {
    expect(check([{ milestone: 'First Fitting', date: today }])).toEqual([]);
  });

  it('given a second fitting before the first, when accepted, then the later step is out of order', () => {
    expect(check([proposal[0]!, { milestone: 'Second Fitting', date: '2027-04-16' }])).toEqual([{ milestone: 'Second Fitting', problem: 'outOfOrder' }]);
    expect(check([proposal[0]!, { milestone: 'Second Fitting', date: proposal[0]!.date }])).toEqual([{ milestone: 'Second Fitting', problem: 'outOfOrder' }]);
  });

  it('given a first fitting already on the calendar, when a second is accepted before it, then it is out of order', () => {
    expect(check([{ milestone: 'Second Fitting', date: '2027-04-10' }], [proposal[0]!])).toEqual([{ milestone: 'Second Fitting', problem: 'outOfOrder' }]);
    expect(check([{ milestone: 'First Fitting', date: '2027-05-20' }], [proposal[1]!])).toEqual([{ milestone: 'First Fitting', problem: 'outOfOrder' }]);
    expect(check([proposal[1]!, proposal[2]!], [proposal[0]!, proposal[3]!])).toEqual([]);
  });

  it('given one step twice, when accepted, then the second is refused', () => {
    expect(check([proposal[0]!, { milestone: 'First Fitting', date: '2027-04-20' }])).toEqual([{ milestone: 'First Fitting', problem: 'repeated' }]);
  });
});
