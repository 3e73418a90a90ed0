import { describe, expect, it } from 'vitest';
import { calendarEventRescheduleSchema, calendarEventSchema, milestoneLabel } from './calendar-event.ts';
import { contactMessageSchema, contactMessageSubmissionSchema } from './contact-message.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('contactMessageSchema', () => {
  const bad = { name: ' ', email: 'nope', subject: '', message: 'hi' };

  it('gives the §5 messages in both languages', () => {
    expect(errorsOf(contactMessageSchema, bad, 'en')).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
    });
    expect(errorsOf(contactMessageSchema, bad, 'es')).toEqual({
      name: 'El nombre es obligatorio',
      email: 'Dirección de correo electrónico no válida',
      message: 'El mensaje debe tener al menos 10 caracteres',
    });
  });

  it('treats a blank subject as absent', () => {
    expect(outputOf(contactMessageSchema, { name: 'Ana', email: 'a@b.co', subject: '', message: 'Hello there!' }).subject).toBeUndefined();
  });
});

describe('contactMessageSubmissionSchema', () => {
  const valid = { name: 'Ana', email: 'a@b.co', message: 'Hello there!' };

  it('reads the honeypot as filled or not, blank and missing meaning not', () => {
    expect(outputOf(contactMessageSubmissionSchema, valid).website).toBe(false);
    expect(outputOf(contactMessageSubmissionSchema, { ...valid, website: '  ' }).website).toBe(false);
    expect(outputOf(contactMessageSubmissionSchema, { ...valid, website: 'http://spam.example' }).website).toBe(true);
  });

  it('still checks the visible fields', () => {
    expect(errorsOf(contactMessageSubmissionSchema, { ...valid, message: 'short' }, 'en')).toEqual({ message: 'Message must be at least 10 characters' });
  });
});

describe('calendarEventSchema', () => {
  it('gives the §5 messages in both languages', () => {
    const bad = { clientName: '', date: '', eventType: '', milestone: '' };
    expect(errorsOf(calendarEventSchema, bad, 'en')).toEqual({
      clientName: 'Client name is required',
      date: 'Date is required',
      eventType: 'Event type is required',
      milestone: 'Milestone is required',
    });
    expect(errorsOf(calendarEventSchema, bad, 'es')).toEqual({
      clientName: 'El nombre del cliente es obligatorio',
      date: 'La fecha es obligatoria',
      eventType: 'El tipo de evento es obligatorio',
      milestone: 'El hito es obligatorio',
    });
  });

  it('accepts an event linked to a request, or not', () => {
    const base = { clientName: 'Ana', date: '2025-05-01', eventType: 'gala', milestone: 'First Fitting' };
    expect(outputOf(calendarEventSchema, { ...base, requestId: 3, requestType: 'dress', notes: ' bring shoes ' })).toEqual({
      ...base,
      requestId: 3,
      requestType: 'dress',
      notes: 'bring shoes',
    });
    const unlinked = outputOf(calendarEventSchema, { ...base, requestId: null, requestType: null, notes: '' });
    expect([unlinked.requestId ?? undefined, unlinked.requestType ?? undefined, unlinked.notes]).toEqual([undefined, undefined, undefined]);
    expect(errorsOf(calendarEventSchema, { ...base, requestId: 1.5, requestType: 'dress' }, 'en')).toEqual({ requestId: 'Invalid value' });
    expect(errorsOf(calendarEventSchema, { ...base, requestId: 3 }, 'en')).toEqual({ requestType: 'Invalid value' });
  });
});

describe('calendarEventRescheduleSchema', () => {
  it('needs a date, takes a milestone of the list, and reads blank notes as cleared', () => {
    expect(outputOf(calendarEventRescheduleSchema, { date: '2026-12-10' })).toEqual({ date: '2026-12-10' });
    expect(outputOf(calendarEventRescheduleSchema, { date: '2026-12-10', milestone: 'Delivery', notes: '  ' })).toEqual({
      date: '2026-12-10',
      milestone: 'Delivery',
      notes: null,
    });
    expect(errorsOf(calendarEventRescheduleSchema, { date: '', milestone: 'Party' }, 'en')).toEqual({ date: 'Date is required', milestone: 'Milestone is required' });
    expect(errorsOf(calendarEventRescheduleSchema, { date: '2026-02-30' }, 'es')).toEqual({ date: expect.stringContaining('fecha') });
  });

  it('takes back its own output: the admin form sends cleared notes as null', () => {
    const cleared = outputOf(calendarEventRescheduleSchema, { date: '2026-12-10', notes: '' });
    expect(outputOf(calendarEventRescheduleSchema, cleared)).toEqual({ date: '2026-12-10', notes: null });
    expect(errorsOf(calendarEventRescheduleSchema, { date: '2026-12-10', notes: 7 }, 'en')).toEqual({ notes: expect.any(String) });
  });
});

describe('milestoneLabel', () => {
  it('names a stored milestone in each language, and shows an unknown value as it is', () => {
    expect(milestoneLabel('First Fitting', 'es')).toBe('Primera prueba');
    expect(milestoneLabel('First Fitting', 'en')).toBe('First Fitting');
    expect(milestoneLabel('Event Date', 'es')).toBe('Día del evento');
    expect(milestoneLabel('Tea with the designer', 'es')).toBe('Tea with the designer');
  });
});
