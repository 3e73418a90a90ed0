import { describe, expect, it } from 'vitest';
import { stepsOnCalendar } from './plan-answer.ts';

const listed = (calendarEventId: number, milestone: string, date: string, cancelled = false) => ({ calendarEventId, milestone, date, cancelled });

describe('the steps on the calendar', () => {
  it('are the listed events of plan milestones that are not cancelled, the first of each', () => {
    const onCalendar = stepsOnCalendar([listed(1, 'First Fitting', '2030-04-20', true), listed(2, 'First Fitting', '2030-04-22'), listed(3, 'Initial Consultation', '2030-01-10'), listed(4, 'First Fitting', '2030-04-25')], []);
    expect([...onCalendar]).toEqual([['First Fitting', { eventId: 2, date: '2030-04-22' }]]);
  });

  it('include what an accept scheduled that the read model does not list yet, and not what it lists as cancelled since', () => {
    const accepted = [
      { milestone: 'First Fitting', date: '2030-04-20', eventId: 7 },
      { milestone: 'Delivery', date: '2030-06-10', eventId: 8 },
    ];
    const onCalendar = stepsOnCalendar([listed(7, 'First Fitting', '2030-04-20', true)], accepted);
    expect([...onCalendar]).toEqual([['Delivery', { eventId: 8, date: '2030-06-10' }]]);
  });
});
