import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCreateSchema, categoryKey, tidyCategoryName, typedCategoryName } from './category.ts';

describe('category names', () => {
  it('keep the capitals the owner typed, trimmed, and compare by a lowercase key, the name images carry', () => {
    expect(tidyCategoryName('  Alta Costura ')).toBe('Alta Costura');
    expect(v.parse(categoryCreateSchema, { name: ' Novias 2027 ' })).toEqual({ name: 'Novias 2027' });
    expect(categoryKey('  Alta Costura ')).toBe('alta costura');
    expect(categoryKey('ÚLTIMA Colección')).toBe(categoryKey('última colección'));
  });

  it('refuse a blank or too long name, in the language asked', () => {
    const blank = v.safeParse(categoryCreateSchema, { name: '  ' }, { lang: 'es' });
    expect(blank.issues?.[0]?.message).toBe('El nombre de la categoría es obligatorio');
    const long = v.safeParse(categoryCreateSchema, { name: 'x'.repeat(61) }, { lang: 'en' });
    expect(long.issues?.[0]?.message).toBe('Must be at most 60 characters');
  });

  it('give nothing to send for a blank text, or for a rename to the same name', () => {
    expect(typedCategoryName('   ')).toBeNull();
    expect(typedCategoryName(' Bodas ')).toBe('Bodas');
    expect(typedCategoryName(' Bodas ', 'Bodas')).toBeNull();
    expect(typedCategoryName('', 'bodas')).toBeNull();
    expect(typedCategoryName('Bodas civiles', 'bodas')).toBe('Bodas civiles');
    // A change of capitals alone is a rename.
    expect(typedCategoryName('BODAS', 'bodas')).toBe('BODAS');
  });
});
