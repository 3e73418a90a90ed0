import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text.ts';

describe('findUnsafeText', () => {
  it('finds a NUL or a lone surrogate anywhere, and names its path', () => {
    expect(findUnsafeText('a\u0000b')).toBe('');
    expect(findUnsafeText({ username: 'ana\u0000' })).toBe('username');
    expect(findUnsafeText({ a: { b: ['ok', 'x\ud800'] } })).toBe('a.b.1');
    expect(findUnsafeText({ a: '\udc00' })).toBe('a');
    expect(findUnsafeText({ 'bad\u0000key': 'fine' })).toBe('bad\u0000key');
  });

  it('accepts every well-formed text, surrogate pairs (emoji) included', () => {
    expect(findUnsafeText({ name: 'Lucía 👗', list: ['ñ', 1, true, null], nested: { deep: '漢字' } })).toBeNull();
    expect(findUnsafeText(42)).toBeNull();
  });
});
