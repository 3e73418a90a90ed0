import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToDay, atelierMidnight, atelierToday, dayStart, daysAfter, daysBetween, icalUtcStamp, longDate, longDateTime } from './dates.ts';

describe('longDate', () => {
  it('says a calendar day long, in Spanish and in English', () => {
    expect(longDate('2027-03-13', 'es')).toBe('sábado, 13 de marzo de 2027');
    expect(longDate('2027-03-13', 'en')).toBe('Saturday, 13 March 2027');
    expect(longDate('2028-02-29', 'es')).toBe('martes, 29 de febrero de 2028');
  });

  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('keeps the day in a machine far west of UTC', () => {
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(new Date('2027-03-13T00:00:00Z').getDate()).toBe(12);
    expect(longDate('2027-03-13', 'en')).toBe('Saturday, 13 March 2027');
  });

  it('refuses what is not a day', () => {
    expect(() => dayStart('2027-02-30')).toThrow(RangeError);
    expect(() => longDate('13/03/2027', 'es')).toThrow(/not a yyyy-MM-dd day/);
  });
});

describe('longDateTime', () => {
  it('reads an instant on the atelier’s clock, winter and summer', () => {
    expect(longDateTime('2027-01-15T09:05:00Z', 'es')).toBe('viernes, 15 de enero de 2027, a las 10:05');
    expect(longDateTime('2027-07-15T22:30:00Z', 'en')).toBe('Friday, 16 July 2027 at 00:30');
  });

  it('refuses what is not an instant', () => {
    expect(() => longDateTime('yesterday', 'en')).toThrow(/not an ISO instant/);
  });
});

describe('atelierToday', () => {
  it('is the day in Madrid, not in UTC, winter and summer', () => {
    expect(atelierToday(new Date('2027-01-15T22:59:59Z'))).toBe('2027-01-15');
    expect(atelierToday(new Date('2027-01-15T23:00:00Z'))).toBe('2027-01-16');
    expect(atelierToday(new Date('2027-07-15T21:59:59Z'))).toBe('2027-07-15');
    expect(atelierToday(new Date('2027-07-15T22:00:00Z'))).toBe('2027-07-16');
  });
});

describe('day arithmetic', () => {
  it('adds calendar days across months, leap days and clock changes', () => {
    expect(addDaysToDay('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts whole days between two days, negative once past', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(daysBetween('2027-03-29', '2027-03-27')).toBe(-2);
  });

  it('puts an instant days of 24 hours later', () => {
    expect(daysAfter(new Date('2027-03-27T10:00:00Z'), 2).toISOString()).toBe('2027-03-29T10:00:00.000Z');
  });
});

describe('calendar invitations', () => {
  it('starts an all-day event at the atelier\'s midnight', () => {
    expect(atelierMidnight('2027-03-13').getTime()).toBe(Date.parse('2027-03-12T23:00:00Z'));
    expect(atelierMidnight('2027-07-15', 1).getTime()).toBe(Date.parse('2027-07-15T22:00:00Z'));
  });

  it('writes a stamp in UTC', () => {
    expect(icalUtcStamp('2027-02-01T11:00:00+01:00')).toBe('20270201T100000Z');
    expect(() => icalUtcStamp('soon')).toThrow(/not an ISO instant/);
  });
});
