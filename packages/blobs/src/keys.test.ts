import { describe, expect, it } from 'vitest';
import { assertValidKey, InvalidBlobKeyError, isValidKey } from './keys.ts';

describe('blob keys', () => {
  it.each(['requests/dress/12/0.webp', 'gallery/abc_def-1.webp', 'a', 'x/y.z/w'])('accepts %s', (key) => {
    expect(() => assertValidKey(key)).not.toThrow();
  });

  it.each([
    ['parent traversal', 'requests/../../etc/passwd'],
    ['bare parent', '..'],
    ['current dir', 'requests/./a.webp'],
    ['leading slash', '/etc/passwd'],
    ['trailing slash', 'requests/'],
    ['empty segment', 'requests//a.webp'],
    ['empty', ''],
    ['hidden segment', 'requests/.meta/a.json'],
    ['backslash', 'requests\\..\\a'],
    ['uppercase', 'Requests/a.webp'],
    ['space', 'requests/a b.webp'],
    ['percent-encoding', 'requests/%2e%2e/a'],
    ['NUL byte', 'requests/a\0.webp'],
    ['too long', `a/${'b'.repeat(600)}`],
  ])('rejects %s', (_name, key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidBlobKeyError);
    expect(isValidKey(key)).toBe(false);
  });
});
