import { describe, expect, it } from 'vitest';
import { InvalidBlobKeyError } from '../keys.ts';
import { variantKey } from './variant-keys.ts';

describe('variantKey', () => {
  it('puts the variants of an `original.*` beside it, named by width and format', () => {
    expect(variantKey('gallery/12/original.webp', 480, 'avif')).toBe('gallery/12/w480.avif');
    expect(variantKey('gallery/12/original.webp', 1600, 'webp')).toBe('gallery/12/w1600.webp');
  });

  it('prefixes them with the name of any other original, so two originals in a folder never collide', () => {
    expect(variantKey('reviews/3.webp', 960, 'webp')).toBe('reviews/3-w960.webp');
    expect(variantKey('reviews/4.webp', 960, 'webp')).toBe('reviews/4-w960.webp');
  });

  it('refuses an invalid original key or width', () => {
    expect(() => variantKey('../etc/passwd', 480, 'avif')).toThrow(InvalidBlobKeyError);
    expect(() => variantKey('gallery/1/original.webp', 0, 'avif')).toThrow(RangeError);
  });
});
