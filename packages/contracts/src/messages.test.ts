import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES, localized, message } from './messages.ts';

describe('message catalog', () => {
  it('has every key in both languages, none blank', () => {
    expect(Object.keys(MESSAGES.es).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const text of [...Object.values(MESSAGES.es), ...Object.values(MESSAGES.en)]) expect(text.trim()).not.toBe('');
  });

  it('fills placeholders and defaults to Spanish', () => {
    expect(message('tooLong', 'en', { max: 5 })).toBe('Must be at most 5 characters');
    expect(message('tooLong', undefined, { max: 5 })).toBe('Debe tener como máximo 5 caracteres');
  });
});

describe('valibot config lang reaches message functions (the mechanism the schemas rely on)', () => {
  const schema = v.pipe(v.string(), v.minLength(2, localized('fullName')));

  it.each([
    [{ lang: 'en' }, 'Full name must be at least 2 characters'],
    [{ lang: 'es' }, 'El nombre completo debe tener al menos 2 caracteres'],
    [{ lang: 'fr' }, 'El nombre completo debe tener al menos 2 caracteres'],
    [undefined, 'El nombre completo debe tener al menos 2 caracteres'],
  ] as const)('config %j -> %s', (config, expected) => {
    const result = v.safeParse(schema, 'x', config);
    expect(result.issues?.[0]?.message).toBe(expected);
  });

  it('also follows the global config lang, so a form can set it once', () => {
    v.setGlobalConfig({ lang: 'en' });
    try {
      expect(v.safeParse(schema, 'x').issues?.[0]?.message).toBe('Full name must be at least 2 characters');
    } finally {
      v.deleteGlobalConfig();
    }
  });
});
