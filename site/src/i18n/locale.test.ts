import { describe, expect, it } from 'vitest';
import { localePath, splitLocale } from './locale.ts';

describe('page URLs in both languages', () => {
  it.each([
    ['/', 'es', '/'],
    ['/order-dress', 'es', '/order-dress'],
    ['/order-dress/', 'es', '/order-dress'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/custom-concept/', 'en', '/custom-concept'],
    ['/english-tailoring', 'es', '/english-tailoring'],
  ])('%s is the %s page %s', (pathname, lang, path) => {
    expect(splitLocale(pathname)).toEqual({ lang, path });
  });

  it('puts English under /en/ and Spanish at the root', () => {
    expect(localePath('en', '/')).toBe('/en/');
    expect(localePath('en', '/order-dress')).toBe('/en/order-dress');
    expect(localePath('es', 'order-dress')).toBe('/order-dress');
  });
});
