import type { Review } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { reviewChanges } from './review-changes.ts';

const review: Review = {
  id: 3,
  clientName: 'Lucía Martín',
  content: 'Impecable.',
  contentEn: null,
  rating: 5,
  featured: true,
  imageUrl: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  version: 2,
};
const unchanged = { clientName: review.clientName, content: review.content, contentEn: null, rating: review.rating, featured: review.featured };

describe('reviewChanges', () => {
  it('sends only what the owner changed', () => {
    expect(reviewChanges(review, { ...unchanged, rating: 4, featured: false })).toEqual({ rating: 4, featured: false });
    expect(reviewChanges(review, { ...unchanged, content: 'Impecable, de principio a fin.' })).toEqual({ content: 'Impecable, de principio a fin.' });
  });

  it('sends the English text when written, and null when it is cleared', () => {
    expect(reviewChanges(review, { ...unchanged, contentEn: 'Flawless.' })).toEqual({ contentEn: 'Flawless.' });
    expect(reviewChanges({ ...review, contentEn: 'Flawless.' }, unchanged)).toEqual({ contentEn: null });
  });

  it('sends nothing when nothing changed', () => {
    expect(reviewChanges(review, unchanged)).toEqual({});
  });
});
