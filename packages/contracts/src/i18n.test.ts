import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGS, langOfPath, pickLang, toLang } from './i18n.ts';

describe('pickLang', () => {
  it.each([
    [undefined, undefined, 'es'],
    [null, null, 'es'],
    ['', '', 'es'],
    ['en', 'es-ES,es;q=0.9', 'en'],
    ['EN', null, 'en'],
    ['es', 'en-US', 'es'],
    ['fr', 'en-US,en;q=0.9', 'en'],
    [null, 'en-GB', 'en'],
    [null, 'fr-FR,fr;q=0.9,en;q=0.8,es;q=0.7', 'en'],
    [null, 'es;q=0.5,en;q=0.8', 'en'],
    [null, 'en;q=0,es', 'es'],
    [null, 'de-DE,fr', 'es'],
    [null, '*', 'es'],
    [null, 'en;q=abc,es;q=0.1', 'es'],
    [null, 'es , en', 'es'],
  ] as const)('form %j, Accept-Language %j -> %s', (form, header, expected) => {
    expect(pickLang(form, header)).toBe(expected);
  });

  it('exposes the languages with Spanish as default', () => {
    expect(LANGS).toEqual(['es', 'en']);
    expect(DEFAULT_LANG).toBe('es');
    expect(toLang('en-US')).toBe('en');
    expect(toLang('pt')).toBeNull();
  });
});

describe('langOfPath', () => {
  it('is English for /en and everything under /en/, Spanish elsewhere (also /english, /enx)', () => {
    expect(['/en', '/en/', '/en/order-dress', '/en/admin/collections'].map(langOfPath)).toEqual(['en', 'en', 'en', 'en']);
    expect(['/', '/order-dress', '/english', '/enx/', '/admin'].map(langOfPath)).toEqual(['es', 'es', 'es', 'es', 'es']);
  });
});
