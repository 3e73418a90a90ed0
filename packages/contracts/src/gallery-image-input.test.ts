import { describe, expect, it } from 'vitest';
import { galleryDeletedMarkerSchema, galleryImageCreateSchema, galleryImagePatchSchema } from './gallery-image-input.ts';
import { mediaUrl } from './gallery.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('galleryImageCreateSchema (multipart fields)', () => {
  it('trims, lowercases the category, reads the switches and keeps blanks as null', () => {
    expect(outputOf(galleryImageCreateSchema, { title: ' Vestido Aurora ', description: '  ', category: ' Vestidos ', featured: 'true', visible: 'false' })).toEqual({
      title: 'Vestido Aurora',
      description: null,
      titleEn: null,
      descriptionEn: null,
      category: 'vestidos',
      featured: true,
      visible: false,
    });
  });

  it('takes the English title and description, trimmed, both optional', () => {
    expect(outputOf(galleryImageCreateSchema, { title: 'Vestido Aurora', titleEn: ' Aurora Gown ', descriptionEn: ' Silk and lace. ' })).toMatchObject({
      title: 'Vestido Aurora',
      titleEn: 'Aurora Gown',
      descriptionEn: 'Silk and lace.',
    });
    expect(errorsOf(galleryImageCreateSchema, { title: 'Vestido', titleEn: 'x'.repeat(301) }, 'en')).toEqual({ titleEn: 'Must be at most 300 characters' });
  });

  it('defaults: category general, not featured, visible', () => {
    expect(outputOf(galleryImageCreateSchema, { title: 'Boceto', category: '' })).toEqual({
      title: 'Boceto',
      description: null,
      titleEn: null,
      descriptionEn: null,
      category: 'general',
      featured: false,
      visible: true,
    });
  });

  it('names each problem in both languages', () => {
    const bad = { title: '  ', category: 'x'.repeat(61), featured: 'yes' };
    expect(errorsOf(galleryImageCreateSchema, bad, 'en')).toEqual({
      title: 'Title is required',
      category: 'Must be at most 60 characters',
      featured: 'Must be true or false',
    });
    expect(errorsOf(galleryImageCreateSchema, bad, 'es')).toEqual({
      title: 'El título es obligatorio',
      category: 'Debe tener como máximo 60 caracteres',
      featured: 'Debe ser true o false',
    });
  });
});

describe('galleryImagePatchSchema (JSON)', () => {
  it('takes any of the fields; null or blank clears description and category', () => {
    expect(outputOf(galleryImagePatchSchema, { visible: false })).toEqual({ visible: false });
    expect(outputOf(galleryImagePatchSchema, { description: '', category: null })).toEqual({ description: null, category: null });
    expect(outputOf(galleryImagePatchSchema, { category: ' Trajes ', title: ' Traje ' })).toEqual({ category: 'trajes', title: 'Traje' });
    expect(outputOf(galleryImagePatchSchema, { titleEn: ' Suit ', descriptionEn: ' ' })).toEqual({ titleEn: 'Suit', descriptionEn: null });
    expect(outputOf(galleryImagePatchSchema, { titleEn: null })).toEqual({ titleEn: null });
  });

  it('refuses an empty change, a blank title and a switch that is not a boolean', () => {
    expect(errorsOf(galleryImagePatchSchema, {}, 'en')).toEqual({ '': 'Send at least one field to change' });
    expect(errorsOf(galleryImagePatchSchema, {}, 'es')).toEqual({ '': 'Envía al menos un campo que cambiar' });
    expect(errorsOf(galleryImagePatchSchema, { title: ' ', featured: 'true' }, 'en')).toEqual({
      title: 'Title is required',
      featured: 'Must be true or false',
    });
  });
});

describe('gallery marker and media URLs', () => {
  it('needs a title', () => {
    expect(errorsOf(galleryDeletedMarkerSchema, {}, 'en')).toEqual({ title: 'Title is required' });
    expect(outputOf(galleryDeletedMarkerSchema, { title: ' Vestido Aurora ' })).toEqual({ title: 'Vestido Aurora' });
  });

  it('serves a blob key under /media/', () => {
    expect(mediaUrl('gallery/7/original.webp')).toBe('/media/gallery/7/original.webp');
  });
});
