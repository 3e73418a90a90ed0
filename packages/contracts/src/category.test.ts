import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryCreateSchema, normaliseCategoryName, typedCategoryName } from './category.ts';

describe('category names', () => {
  it('are trimmed and lowercase, as images carry them', () => {
    expect(normaliseCategoryName('  Alta Costura ')).toBe('alta costura');
    expect(v.parse(categoryCreateSchema, { name: ' Novias 2027 ' })).toEqual({ name: 'novias 2027' });
  });

  it('refuse a blank or too long name, in the language asked', () => {
    const blank = v.safeParse(categoryCreateSchema, { name: '  ' }, { lang: 'es' });
    expect(blank.issues?.[0]?.message).toBe('El nombre de la categoría es obligatorio');
    const long = v.safeParse(categoryCreateSchema, { name: 'x'.repeat(61) }, { lang: 'en' });
    expect(long.issues?.[0]?.message).toBe('Must be at most 60 characters');
  });

  it('give nothing to send for a blank text, or for a rename to the same name', () => {
    expect(typedCategoryName('   ')).toBeNull();
    expect(typedCategoryName(' Bodas ')).toBe('bodas');
    expect(typedCategoryName('BODAS ', 'bodas')).toBeNull();
    expect(typedCategoryName('', 'bodas')).toBeNull();
    expect(typedCategoryName('Bodas civiles', 'bodas')).toBe('bodas civiles');
  });
});
