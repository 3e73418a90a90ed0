import { describe, expect, it } from 'vitest';
import { datesIn } from './dates.ts';

describe('dates outside the tables', () => {
  it('reads as the language writes them, not as a database does', () => {
    const es = datesIn('es');
    const en = datesIn('en');
    expect(es.longDay('2027-03-10')).toBe('miércoles, 10 de marzo de 2027');
    expect(en.longDay('2027-03-10')).toBe('Wednesday, March 10th, 2027');
    // Noon UTC is the same day in every time zone a test machine runs in.
    expect(es.longDate('2026-11-27T12:00:00.000Z')).toBe('27 de noviembre de 2026');
    expect(en.longDate('2026-11-27T12:00:00.000Z')).toBe('November 27th, 2026');
  });

  it('gives a moment its time in the admin’s own clock', () => {
    const moment = new Date(2026, 10, 27, 18, 40);
    expect(datesIn('es').longDateTime(moment.toISOString())).toBe('27 de noviembre de 2026 a las 18:40');
    expect(datesIn('en').longDateTime(moment.toISOString())).toBe('November 27th, 2026 at 6:40 PM');
  });
});
