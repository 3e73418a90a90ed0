import { DEFAULT_OPENING_HOURS } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { sameWeek, weekErrors, withBreak, withDay, withTime } from './opening-hours-form.ts';

describe('the opening hours form', () => {
  it('changes one time of one day, leaving the rest of the week', () => {
    const later = withTime(DEFAULT_OPENING_HOURS, 'monday', 0, 'closes', '19:30');
    expect(later.days.monday).toEqual([{ opens: '10:00', closes: '19:30' }]);
    expect(later.days.tuesday).toEqual(DEFAULT_OPENING_HOURS.days.tuesday);
    expect(DEFAULT_OPENING_HOURS.days.monday).toEqual([{ opens: '10:00', closes: '18:00' }]);
  });

  it('adds a break as an afternoon after the morning closes', () => {
    expect(withBreak([{ opens: '09:30', closes: '14:00' }])).toEqual([
      { opens: '09:30', closes: '14:00' },
      { opens: '17:00', closes: '20:00' },
    ]);
    expect(weekErrors(withDay(DEFAULT_OPENING_HOURS, 'friday', withBreak([{ opens: '10:00', closes: '14:00' }])), 'es')).toEqual({});
  });

  it('names each problem on the field to mend, in the screen’s language', () => {
    const week = withTime(withTime(DEFAULT_OPENING_HOURS, 'monday', 0, 'closes', '09:00'), 'friday', 0, 'opens', '');
    expect(weekErrors(week, 'es')).toEqual({
      'days.monday.0.closes': 'La hora de cierre debe ser posterior a la de apertura',
      'days.friday.0.opens': 'Introduce una hora con el formato HH:MM (24 horas)',
    });
    expect(weekErrors(week, 'en')['days.monday.0.closes']).toBe('The closing time must be after the opening time');
    expect(weekErrors(DEFAULT_OPENING_HOURS, 'en')).toEqual({});
  });

  it('knows an unchanged week', () => {
    expect(sameWeek(DEFAULT_OPENING_HOURS, withDay(DEFAULT_OPENING_HOURS, 'sunday', []))).toBe(true);
    expect(sameWeek(DEFAULT_OPENING_HOURS, { ...DEFAULT_OPENING_HOURS, byAppointmentOnly: false })).toBe(false);
  });
});
