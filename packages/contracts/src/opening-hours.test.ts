import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, openingHoursSchema, openingHoursUpdateSchema, type OpeningHours, type TimeRange, type Weekday } from './opening-hours.ts';
import { appointmentLine, openingHoursLines } from './opening-hours-text.ts';
import { errorsOf, outputOf } from './testing.ts';

const withDay = (day: Weekday, ranges: TimeRange[], hours: OpeningHours = DEFAULT_OPENING_HOURS): OpeningHours => ({ ...hours, days: { ...hours.days, [day]: ranges } });

describe('the opening hours setting', () => {
  it('defaults to the default week: Monday to Friday 10 to 6, Saturday 10 to 4, Sunday closed, by appointment only', () => {
    expect(outputOf(openingHoursSchema, DEFAULT_OPENING_HOURS)).toEqual(DEFAULT_OPENING_HOURS);
    expect(DEFAULT_OPENING_HOURS.days.monday).toEqual([{ opens: '10:00', closes: '18:00' }]);
    expect(DEFAULT_OPENING_HOURS.days.saturday).toEqual([{ opens: '10:00', closes: '16:00' }]);
    expect(DEFAULT_OPENING_HOURS.days.sunday).toEqual([]);
    expect(DEFAULT_OPENING_HOURS.byAppointmentOnly).toBe(true);
  });

  it('takes a day with a break, and trims the times', () => {
    const split = withDay('thursday', [
      { opens: ' 09:30', closes: '14:00 ' },
      { opens: '16:30', closes: '20:00' },
    ]);
    expect(outputOf(openingHoursUpdateSchema, { value: split }).value.days.thursday).toEqual([
      { opens: '09:30', closes: '14:00' },
      { opens: '16:30', closes: '20:00' },
    ]);
  });

  it('names each problem on the field to mend, in both languages', () => {
    const bad = withDay('monday', [{ opens: '18:00', closes: '10:00' }], withDay('tuesday', [{ opens: '10:00', closes: '14:00' }, { opens: '13:00', closes: '19:00' }], withDay('friday', [{ opens: '9', closes: '18:00' }])));
    expect(errorsOf(openingHoursSchema, bad, 'es')).toEqual({
      'days.monday.0.closes': 'La hora de cierre debe ser posterior a la de apertura',
      'days.tuesday.1.opens': 'La segunda franja debe empezar después de que cierre la primera',
      'days.friday.0.opens': 'Introduce una hora con el formato HH:MM (24 horas)',
    });
    expect(errorsOf(openingHoursSchema, bad, 'en')).toEqual({
      'days.monday.0.closes': 'The closing time must be after the opening time',
      'days.tuesday.1.opens': 'The second opening must begin after the first one closes',
      'days.friday.0.opens': 'Enter a time as HH:MM (24-hour clock)',
    });
  });

  it('refuses a third opening in a day, a missing day and a rule that is not a boolean', () => {
    const three = withDay('monday', [
      { opens: '08:00', closes: '09:00' },
      { opens: '10:00', closes: '11:00' },
      { opens: '12:00', closes: '13:00' },
    ]);
    expect(errorsOf(openingHoursSchema, three, 'es')).toEqual({ 'days.monday': 'Como máximo dos franjas al día' });
    const { sunday: _sunday, ...sixDays } = DEFAULT_OPENING_HOURS.days;
    expect(errorsOf(openingHoursSchema, { days: sixDays, byAppointmentOnly: 'yes' }, 'en')).toEqual({
      'days.sunday': 'Give the opening hours of every day of the week',
      byAppointmentOnly: 'Must be true or false',
    });
    expect(errorsOf(openingHoursUpdateSchema, { value: 'Mon-Fri 10-6' }, 'en')).toEqual({ value: 'Give the opening hours of every day of the week' });
  });
});

describe('the opening hours as the footer says them', () => {
  it('reads the default week in each language’s words', () => {
    expect(openingHoursLines(DEFAULT_OPENING_HOURS, 'es')).toEqual([
      { days: 'Lunes a viernes', hours: ['10:00 – 18:00'] },
      { days: 'Sábado', hours: ['10:00 – 16:00'] },
      { days: 'Domingo', hours: ['Cerrado'] },
    ]);
    expect(openingHoursLines(DEFAULT_OPENING_HOURS, 'en')).toEqual([
      { days: 'Monday – Friday', hours: ['10AM – 6PM'] },
      { days: 'Saturday', hours: ['10AM – 4PM'] },
      { days: 'Sunday', hours: ['Closed'] },
    ]);
    expect(appointmentLine(DEFAULT_OPENING_HOURS, 'es')).toBe('Solo con cita previa');
    expect(appointmentLine(DEFAULT_OPENING_HOURS, 'en')).toBe('By appointment only');
    expect(appointmentLine({ ...DEFAULT_OPENING_HOURS, byAppointmentOnly: false }, 'en')).toBeNull();
  });

  it('groups only days that follow one another, and writes breaks and minutes', () => {
    const week = withDay('wednesday', [
      { opens: '09:30', closes: '14:00' },
      { opens: '16:00', closes: '20:00' },
    ], withDay('saturday', [], withDay('monday', [])));
    expect(openingHoursLines(week, 'es')).toEqual([
      { days: 'Lunes', hours: ['Cerrado'] },
      { days: 'Martes', hours: ['10:00 – 18:00'] },
      { days: 'Miércoles', hours: ['9:30 – 14:00', '16:00 – 20:00'] },
      { days: 'Jueves y viernes', hours: ['10:00 – 18:00'] },
      { days: 'Sábado y domingo', hours: ['Cerrado'] },
    ]);
    expect(openingHoursLines(week, 'en').slice(2)).toEqual([
      { days: 'Wednesday', hours: ['9:30AM – 2PM', '4PM – 8PM'] },
      { days: 'Thursday and Friday', hours: ['10AM – 6PM'] },
      { days: 'Saturday and Sunday', hours: ['Closed'] },
    ]);
    expect(openingHoursLines(withDay('sunday', [{ opens: '00:00', closes: '12:30' }]), 'en').at(-1)).toEqual({ days: 'Sunday', hours: ['12AM – 12:30PM'] });
  });
});
