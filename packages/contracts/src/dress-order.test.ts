import { describe, expect, it } from 'vitest';
import { dressOrderSchema } from './dress-order.ts';
import { errorsOf, outputOf } from './testing.ts';

const valid = {
  fullName: '  Lucía Fernández ',
  email: 'lucia@example.com',
  phone: '+34 600 123 456',
  address: '',
  eventType: 'wedding',
  eventDate: '2025-09-14',
  driveLink: '',
  description: 'A flowing silk gown with an open back',
};

describe('dressOrderSchema', () => {
  it('accepts a multipart-style payload, trimming and treating blanks as absent', () => {
    expect(outputOf(dressOrderSchema, { ...valid, ignored: 'x' })).toEqual({
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+34 600 123 456',
      address: undefined,
      eventType: 'wedding',
      eventDate: '2025-09-14',
      driveLink: undefined,
      description: 'A flowing silk gown with an open back',
    });
  });

  it('treats missing, null and whitespace-only optionals as absent and keeps given ones', () => {
    const { address: _a, driveLink: _d, ...rest } = valid;
    expect(outputOf(dressOrderSchema, rest).address).toBeUndefined();
    expect(outputOf(dressOrderSchema, { ...valid, address: null, driveLink: null }).driveLink).toBeUndefined();
    expect(outputOf(dressOrderSchema, { ...valid, address: '   ' }).address).toBeUndefined();
    expect(outputOf(dressOrderSchema, { ...valid, address: ' Calle Mayor 1 ' }).address).toBe('Calle Mayor 1');
  });

  const blank = { fullName: 'A', email: 'nope', phone: '12345', eventType: '', eventDate: '', description: 'too short' };

  it('gives every §5 message in English', () => {
    expect(errorsOf(dressOrderSchema, blank, 'en')).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      eventType: 'Please select an event type',
      eventDate: 'Please select an event date',
      description: 'Description must be at least 20 characters',
    });
  });

  it('gives every §5 message in Spanish, also by default', () => {
    const spanish = {
      fullName: 'El nombre completo debe tener al menos 2 caracteres',
      email: 'Introduce una dirección de correo electrónico válida',
      phone: 'Introduce un número de teléfono válido',
      eventType: 'Selecciona un tipo de evento',
      eventDate: 'Selecciona la fecha del evento',
      description: 'La descripción debe tener al menos 20 caracteres',
    };
    expect(errorsOf(dressOrderSchema, blank, 'es')).toEqual(spanish);
    expect(errorsOf(dressOrderSchema, blank)).toEqual(spanish);
  });

  it('uses the field message when a required field is missing altogether', () => {
    expect(errorsOf(dressOrderSchema, {}, 'en')).toMatchObject({
      fullName: 'Full name must be at least 2 characters',
      eventDate: 'Please select an event date',
    });
  });

  it('counts length after trimming', () => {
    expect(errorsOf(dressOrderSchema, { ...valid, fullName: ' A ', description: `  ${'x'.repeat(19)}  ` }, 'en')).toEqual({
      fullName: 'Full name must be at least 2 characters',
      description: 'Description must be at least 20 characters',
    });
  });

  it.each(['555-123-4567', '(555) 123 4567', '+34600123456'])('accepts phone %s', (phone) => {
    expect(errorsOf(dressOrderSchema, { ...valid, phone })).toEqual({});
  });

  it.each(['call me maybe', 'lucia@example.com', '+34 600'])('rejects phone %s', (phone) => {
    expect(errorsOf(dressOrderSchema, { ...valid, phone }, 'en')).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it.each(['christmas', 'WEDDING', 'boda'])('rejects event type %s', (eventType) => {
    expect(errorsOf(dressOrderSchema, { ...valid, eventType }, 'en')).toEqual({ eventType: 'Please select an event type' });
  });

  it('accepts every event type', () => {
    for (const eventType of ['wedding', 'gala', 'cocktail', 'prom', 'other']) expect(errorsOf(dressOrderSchema, { ...valid, eventType })).toEqual({});
  });

  describe('eventDate', () => {
    it.each(['2024-02-29', '2025-12-31', ' 2025-01-01 '])('accepts %s', (eventDate) => {
      expect(errorsOf(dressOrderSchema, { ...valid, eventDate })).toEqual({});
    });

    it.each(['2025-02-29', '2025-13-01', '2025-04-31', '14/09/2025', '2025-9-14', 'tomorrow'])('rejects %s as not a real date', (eventDate) => {
      expect(errorsOf(dressOrderSchema, { ...valid, eventDate }, 'en')).toEqual({ eventDate: 'Please enter a valid date (yyyy-MM-dd)' });
      expect(errorsOf(dressOrderSchema, { ...valid, eventDate }, 'es')).toEqual({ eventDate: 'Introduce una fecha válida (aaaa-mm-dd)' });
    });
  });

  describe('driveLink', () => {
    it.each(['https://drive.google.com/drive/folders/abc', 'http://example.com/x?y=1'])('accepts %s', (driveLink) => {
      expect(outputOf(dressOrderSchema, { ...valid, driveLink: ` ${driveLink} ` }).driveLink).toBe(driveLink);
    });

    it.each(['drive.google.com/abc', 'not a url', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/x'])('rejects %s', (driveLink) => {
      expect(errorsOf(dressOrderSchema, { ...valid, driveLink }, 'en')).toEqual({
        driveLink: 'Please enter a valid web link (http:// or https://)',
      });
      expect(errorsOf(dressOrderSchema, { ...valid, driveLink }, 'es')).toEqual({
        driveLink: 'Introduce un enlace web válido (http:// o https://)',
      });
    });
  });

  it('caps free text so abusive payloads never reach the store', () => {
    expect(errorsOf(dressOrderSchema, { ...valid, description: 'x'.repeat(5001) }, 'en')).toEqual({
      description: 'Must be at most 5000 characters',
    });
  });
});
