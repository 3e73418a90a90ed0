import { describe, expect, it } from 'vitest';
import { customConceptSchema } from './custom-concept.ts';
import { errorsOf, outputOf } from './testing.ts';

const valid = {
  fullName: 'Marta Ruiz',
  email: 'marta@example.com',
  phone: '+34 611 222 333',
  preferredContact: '',
  driveLink: '',
  conceptDescription: 'A two-piece suit inspired by art deco',
  inspirations: '',
  additionalComments: '',
};

describe('customConceptSchema', () => {
  it('defaults preferredContact to email and treats blank optionals as absent', () => {
    expect(outputOf(customConceptSchema, valid)).toEqual({
      fullName: 'Marta Ruiz',
      email: 'marta@example.com',
      phone: '+34 611 222 333',
      preferredContact: 'email',
      driveLink: undefined,
      conceptDescription: 'A two-piece suit inspired by art deco',
      inspirations: undefined,
      additionalComments: undefined,
    });
    const { preferredContact: _p, ...withoutContact } = valid;
    expect(outputOf(customConceptSchema, withoutContact).preferredContact).toBe('email');
  });

  it('keeps given optionals, trimmed', () => {
    const output = outputOf(customConceptSchema, { ...valid, preferredContact: 'text', inspirations: ' Gatsby ', additionalComments: 'Navy' });
    expect(output).toMatchObject({ preferredContact: 'text', inspirations: 'Gatsby', additionalComments: 'Navy' });
  });

  const bad = { fullName: '', email: 'x@', phone: '', preferredContact: 'pigeon', driveLink: 'nope', conceptDescription: 'short' };

  it('gives the §5 messages in English', () => {
    expect(errorsOf(customConceptSchema, bad, 'en')).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      preferredContact: 'Please choose email, phone or text message',
      driveLink: 'Please enter a valid web link (http:// or https://)',
      conceptDescription: 'Description must be at least 20 characters',
    });
  });

  it('gives the §5 messages in Spanish', () => {
    expect(errorsOf(customConceptSchema, bad, 'es')).toEqual({
      fullName: 'El nombre completo debe tener al menos 2 caracteres',
      email: 'Introduce una dirección de correo electrónico válida',
      phone: 'Introduce un número de teléfono válido',
      preferredContact: 'Elige correo electrónico, teléfono o mensaje de texto',
      driveLink: 'Introduce un enlace web válido (http:// o https://)',
      conceptDescription: 'La descripción debe tener al menos 20 caracteres',
    });
  });
});
