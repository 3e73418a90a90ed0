import { describe, expect, it } from 'vitest';
import { centsFromEuros, eurosForInput } from './money-input.ts';

describe('centsFromEuros', () => {
  it.each([
    ['1.250,50', 125050],
    ['1,250.50', 125050],
    ['1250,5', 125050],
    ['1250.05', 125005],
    ['1250', 125000],
    ['1.250', 125000],
    ['1,25', 125],
    [' 1.250 € ', 125000],
    ['€1,250.00', 125000],
    ['0', 0],
    ['12.500.000,99', 1250000099],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsFromEuros(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1,2,3', '1.2345', '12,345,6789'])('refuses %s', (text) => {
    expect(centsFromEuros(text)).toBeNull();
  });

  it('reads a comma followed by three digits as thousands, never as three decimals', () => {
    expect(centsFromEuros('12,345')).toBe(1234500);
  });
});

describe('eurosForInput', () => {
  it('writes cents back as the language types them, without grouping', () => {
    expect(eurosForInput(125050, 'es')).toBe('1250,50');
    expect(eurosForInput(125050, 'en')).toBe('1250.50');
    expect(eurosForInput(5, 'en')).toBe('0.05');
  });
});
