import type { PublicGalleryItem, Review } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { langOf, shownGalleryItem, shownReview } from './shown-content.ts';

const image = { url: '/media/gallery/1/original.webp', width: 600, height: 800, variants: [] };
const item: PublicGalleryItem = {
  id: 1,
  title: 'Sirena de seda champán',
  description: 'Un corte sirena.',
  titleEn: 'Champagne silk mermaid',
  descriptionEn: null,
  collection: 'vestidos',
  category: 'Vestidos',
  featured: true,
  imageUrl: image.url,
  image,
  createdAt: '2026-03-10T12:00:00.000Z',
};
const review: Review = {
  id: 2,
  clientName: 'Lucía',
  content: 'Un sueño.',
  contentEn: 'A dream.',
  rating: 5,
  featured: true,
  imageUrl: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  version: 0,
};

describe('the words a page shows of the owner’s content', () => {
  it('shows the English title on an English page, and the Spanish description where no English one was written', () => {
    const shown = shownGalleryItem(item, 'en');
    expect(shown).toMatchObject({ title: 'Champagne silk mermaid', titleLang: 'en', description: 'Un corte sirena.', descriptionLang: 'es' });
    expect(shown).not.toHaveProperty('titleEn');
    expect(shown).not.toHaveProperty('descriptionEn');
  });

  it('shows the Spanish on a Spanish page, whatever English exists', () => {
    expect(shownGalleryItem(item, 'es')).toMatchObject({ title: 'Sirena de seda champán', titleLang: 'es', description: 'Un corte sirena.', descriptionLang: 'es' });
    expect(shownReview(review, 'es')).toMatchObject({ content: 'Un sueño.', contentLang: 'es' });
  });

  it('falls back to the Spanish testimonial on an English page when none was written in English', () => {
    expect(shownReview(review, 'en')).toMatchObject({ content: 'A dream.', contentLang: 'en' });
    expect(shownReview({ ...review, contentEn: null }, 'en')).toMatchObject({ content: 'Un sueño.', contentLang: 'es' });
  });

  it('marks a text with its language only where it differs from the page’s', () => {
    expect(langOf('es', 'en')).toBe('es');
    expect(langOf('en', 'en')).toBeUndefined();
  });
});
