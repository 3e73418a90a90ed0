import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryOptions } from './category-options.ts';

describe('gallery category options', () => {
  it('offers the four collections, then the known categories, general and those the images use, once each', () => {
    const images = [{ category: 'novias 2027' }, { category: 'vestidos' }, { category: null }, { category: 'general' }, { category: 'novias 2027' }, { category: 'accesorios' }];
    expect(categoryOptions(['bodas de invierno', 'accesorios', 'vestidos'], images, 'es')).toEqual([
      { value: 'vestidos', label: 'Vestidos' },
      { value: 'conceptos', label: 'Conceptos' },
      { value: 'trajes', label: 'Trajes' },
      { value: 'eventos', label: 'Eventos' },
      { value: 'accesorios', label: 'accesorios' },
      { value: 'bodas de invierno', label: 'bodas de invierno' },
      { value: 'general', label: 'General' },
      { value: 'novias 2027', label: 'novias 2027' },
    ]);
  });

  it('names the collections in the admin language', () => {
    expect(categoryOptions([], [], 'en').map((option) => option.label)).toEqual(['Gala Dresses', 'Creative Concepts', 'Executive Suits', 'Special Events', 'General']);
    expect(categoryLabel('trajes', 'en')).toBe('Executive Suits');
    expect(categoryLabel('trajes', 'es')).toBe('Trajes');
  });
});
