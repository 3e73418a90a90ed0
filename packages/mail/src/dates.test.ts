import { afterEach, describe, expect, it } from 'vitest';
import { dayStart, longDate, longDateTime } from './dates.ts';

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
