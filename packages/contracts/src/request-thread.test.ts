import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requestMessageInputSchema, requestThreadReadSchema, requestThreadSchema } from './request-thread.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('requestMessageInputSchema', () => {
  it('trims the text and takes 1 to 4000 characters', () => {
    expect(outputOf(requestMessageInputSchema, { text: '  ¿Podemos vernos el martes?\n' })).toEqual({ text: '¿Podemos vernos el martes?' });
    expect(outputOf(requestMessageInputSchema, { text: 'x' })).toEqual({ text: 'x' });
    expect(outputOf(requestMessageInputSchema, { text: ` ${'x'.repeat(4000)} ` }).text).toHaveLength(4000);
  });

  it('refuses a blank, missing or too long text with one message, in both languages', () => {
    for (const input of [{ text: '   ' }, { text: '' }, {}, { text: null }, { text: 'x'.repeat(4001) }]) {
      expect(errorsOf(requestMessageInputSchema, input, 'en'), JSON.stringify(input).slice(0, 40)).toEqual({ text: 'Write a message of 1 to 4000 characters' });
      expect(errorsOf(requestMessageInputSchema, input, 'es')).toEqual({ text: 'Escribe un mensaje de 1 a 4000 caracteres' });
    }
  });

  it('refuses a NUL, which the database cannot store', () => {
    expect(errorsOf(requestMessageInputSchema, { text: 'Hola\u0000' }, 'en')).toEqual({ text: 'Contains characters that are not allowed' });
    expect(errorsOf(requestMessageInputSchema, { text: 'Hola\u0000' }, 'es')).toEqual({ text: 'Contiene caracteres no permitidos' });
  });
});

describe('requestThreadReadSchema', () => {
  it('takes a message number, a whole number from 1', () => {
    expect(outputOf(requestThreadReadSchema, { upTo: 3 })).toEqual({ upTo: 3 });
    for (const upTo of [0, -1, 1.5, '3', null]) {
      expect(errorsOf(requestThreadReadSchema, { upTo }, 'en'), String(upTo)).toEqual({ upTo: 'upTo must be the number of a message (a whole number from 1)' });
    }
    expect(errorsOf(requestThreadReadSchema, {}, 'es')).toEqual({ upTo: 'upTo debe ser el número de un mensaje (un número entero desde 1)' });
  });
});

describe('requestThreadSchema', () => {
  it('accepts either side’s message, and no other author', () => {
    const message = { number: 1, from: 'client', text: 'Hola', at: '2026-11-21T09:00:00.000Z', unread: true };
    expect(v.is(requestThreadSchema, { messages: [message, { ...message, number: 2, from: 'atelier', unread: false }] })).toBe(true);
    expect(v.is(requestThreadSchema, { messages: [{ ...message, from: 'marta' }] })).toBe(false);
    expect(v.is(requestThreadSchema, { messages: [{ ...message, number: 0 }] })).toBe(false);
  });
});
