import { describe, expect, it } from 'vitest';
import { reviewCreateSchema, reviewFormSchema, reviewPatchSchema } from './review-input.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('reviewCreateSchema (multipart fields)', () => {
  it('reads the rating text as a number, 5 when blank or absent', () => {
    const base = { clientName: ' María ', content: ' Precioso ' };
    expect(outputOf(reviewCreateSchema, { ...base, rating: '3', featured: 'true' })).toEqual({ clientName: 'María', content: 'Precioso', contentEn: null, rating: 3, featured: true });
    expect(outputOf(reviewCreateSchema, base)).toEqual({ clientName: 'María', content: 'Precioso', contentEn: null, rating: 5, featured: false });
    expect(outputOf(reviewCreateSchema, { ...base, contentEn: ' Lovely ' }).contentEn).toBe('Lovely');
    expect(outputOf(reviewCreateSchema, { ...base, rating: '' }).rating).toBe(5);
  });

  it('names each problem in both languages', () => {
    const bad = { clientName: '', content: ' ', rating: '6' };
    expect(errorsOf(reviewCreateSchema, bad, 'en')).toEqual({
      clientName: 'Client name is required',
      content: 'Review text is required',
      rating: 'Rating must be a whole number from 1 to 5',
    });
    expect(errorsOf(reviewCreateSchema, bad, 'es')).toEqual({
      clientName: 'El nombre del cliente es obligatorio',
      content: 'El texto de la reseña es obligatorio',
      rating: 'La valoración debe ser un número entero del 1 al 5',
    });
  });
});

describe('reviewPatchSchema (JSON)', () => {
  it('takes any of the fields, at least one', () => {
    expect(outputOf(reviewPatchSchema, { rating: 2 })).toEqual({ rating: 2 });
    expect(outputOf(reviewPatchSchema, { contentEn: ' Flawless. ' })).toEqual({ contentEn: 'Flawless.' });
    expect(outputOf(reviewPatchSchema, { contentEn: '' })).toEqual({ contentEn: null });
    expect(errorsOf(reviewPatchSchema, {}, 'en')).toEqual({ '': 'Send at least one field to change' });
  });

  it.each([0, 6, 2.5, '4'])('refuses the rating %j', (rating) => {
    expect(errorsOf(reviewPatchSchema, { rating }, 'en')).toEqual({ rating: 'Rating must be a whole number from 1 to 5' });
  });
});

describe('reviewFormSchema (the manager\'s dialog)', () => {
  it('trims the texts and keeps the slider\'s number and the switch', () => {
    expect(outputOf(reviewFormSchema, { clientName: ' Lucía ', content: ' Impecable. ', contentEn: ' Flawless. ', rating: 4, featured: true })).toEqual({
      clientName: 'Lucía',
      content: 'Impecable.',
      contentEn: 'Flawless.',
      rating: 4,
      featured: true,
    });
  });

  it('gives the API\'s messages for blank texts and a rating off the scale', () => {
    expect(errorsOf(reviewFormSchema, { clientName: ' ', content: '', rating: 0, featured: false }, 'en')).toEqual({
      clientName: 'Client name is required',
      content: 'Review text is required',
      rating: 'Rating must be a whole number from 1 to 5',
    });
    expect(errorsOf(reviewFormSchema, { clientName: 'Ana', content: 'Bien', rating: 2.5, featured: false }, 'es')).toEqual({
      rating: 'La valoración debe ser un número entero del 1 al 5',
    });
  });
});
