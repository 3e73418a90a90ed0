import { describe, expect, it } from 'vitest';
import { telHref } from './formats.ts';

describe('telHref', () => {
  it('keeps the digits and a leading + of a phone number as people write it', () => {
    expect(telHref('+34 600 (000) 000')).toBe('tel:+34600000000');
    expect(telHref('91-123.45.67')).toBe('tel:911234567');
  });
});
