import { describe, expect, it } from 'vitest';
import { depositCents, formatMoney } from './money.ts';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes Spanish with dots between thousands, a decimal comma and the sign after', () => {
    expect(formatMoney(125_000, 'es')).toBe(`1.250,00${nbsp}€`);
    expect(formatMoney(5, 'es')).toBe(`0,05${nbsp}€`);
    expect(formatMoney(100_000, 'es')).toBe(`1.000,00${nbsp}€`);
    expect(formatMoney(123_456_789, 'es')).toBe(`1.234.567,89${nbsp}€`);
  });

  it('writes English with the sign first, commas between thousands and a decimal point', () => {
    expect(formatMoney(125_000, 'en')).toBe('€1,250.00');
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(99_999, 'en')).toBe('€999.99');
  });

  it('puts the minus first', () => {
    expect(formatMoney(-125_050, 'es')).toBe(`-1.250,50${nbsp}€`);
    expect(formatMoney(-125_050, 'en')).toBe('-€1,250.50');
  });

  it('refuses what is not whole cents', () => {
    expect(() => formatMoney(10.5, 'es')).toThrow(RangeError);
  });
});

describe('depositCents', () => {
  it('is the percent of the total, half a cent rounded up', () => {
    expect(depositCents(125_000, 50)).toBe(62_500);
    expect(depositCents(125_001, 50)).toBe(62_501);
    expect(depositCents(99_999, 30)).toBe(30_000);
    expect(depositCents(10_000, 0)).toBe(0);
    expect(depositCents(10_000, 100)).toBe(10_000);
  });
});
