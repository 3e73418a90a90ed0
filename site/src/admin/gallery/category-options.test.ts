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

  it('reads a category as the owner wrote it, and chooses it by the name images carry', () => {
    const options = categoryOptions(['Novias 2027', 'Alta Costura'], [{ category: 'novias 2027' }, { category: 'alta costura' }], 'es');
    expect(options.slice(4)).toEqual([
      { value: 'alta costura', label: 'Alta Costura' },
      { value: 'general', label: 'General' },
      { value: 'novias 2027', label: 'Novias 2027' },
    ]);
  });

  it('names the collections in the admin language', () => {
    expect(categoryOptions([], [], 'en').map((option) => option.label)).toEqual(['Gala Dresses', 'Creative Concepts', 'Executive Suits', 'Special Events', 'General']);
    expect(categoryLabel('trajes', 'en')).toBe('Executive Suits');
    expect(categoryLabel('trajes', 'es')).toBe('Trajes');
    expect(categoryLabel('novias 2027', 'es', ['Alta Costura', 'Novias 2027'])).toBe('Novias 2027');
    expect(categoryLabel('novias 2027', 'es')).toBe('novias 2027');
  });
});
