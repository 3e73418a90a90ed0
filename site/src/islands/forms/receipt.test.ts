import { describe, expect, it } from 'vitest';
import { conceptReceipt, dressReceipt, firstLine, formatDay } from './receipt.ts';

const person = { fullName: '  Lucía  Fernández ', email: 'lucia@example.com', phone: '+34 600 123 456' };

describe('request receipts', () => {
  it('repeats a dress order’s occasion and date in the page language, replying by email', () => {
    const order = { ...person, eventType: 'wedding' as const, eventDate: '2027-09-14', description: 'x'.repeat(20) };
    expect(dressReceipt(order, 'es')).toEqual({
      kind: 'dress',
      firstName: 'Lucía',
      details: [
        { label: 'Ocasión', value: 'Boda' },
        { label: 'Fecha del evento', value: '14 de septiembre de 2027' },
      ],
      channel: 'email',
      address: 'lucia@example.com',
    });
    expect(dressReceipt(order, 'en').details).toEqual([
      { label: 'Occasion', value: 'Wedding' },
      { label: 'Event date', value: 'September 14, 2027' },
    ]);
  });

  it('quotes a concept’s first line and replies by the chosen channel', () => {
    const concept = { ...person, preferredContact: 'text' as const, conceptDescription: '\n  A cape that folds like origami.\nWith silk lining.' };
    expect(conceptReceipt(concept, 'en')).toMatchObject({
      kind: 'concept',
      details: [{ label: 'Your concept', value: '“A cape that folds like origami.”' }],
      channel: 'text',
      address: '+34 600 123 456',
    });
    expect(conceptReceipt({ ...concept, preferredContact: 'email' }, 'es').address).toBe('lucia@example.com');
  });

  it('cuts a long first line at a word', () => {
    const line = firstLine(`${'palabra '.repeat(40)}fin`);
    expect(line.length).toBeLessThanOrEqual(141);
    expect(line).toMatch(/palabra…$/);
  });

  it('formats a day the same in any time zone', () => {
    expect(formatDay('2027-01-01', 'en')).toBe('January 1, 2027');
  });
});
