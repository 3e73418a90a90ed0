import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES, checkFiles } from './uploads.ts';

const MB = 1024 * 1024;
const image = (size = MB, type = 'image/jpeg') => ({ size, type });

describe('checkFiles', () => {
  it('has the form limits', () => {
    expect(UPLOAD_RULES.dressOrder).toMatchObject({ field: 'image', maxFiles: 1, maxFileBytes: 5 * MB });
    expect(UPLOAD_RULES.customConcept).toMatchObject({ field: 'images', maxFiles: 5, maxFileBytes: 5 * MB });
  });

  it('asks for the file a rule requires, and only then', () => {
    expect(checkFiles([], UPLOAD_RULES.galleryImage, 'en')).toEqual({ code: 'missing', message: 'Please select an image' });
    expect(checkFiles([], UPLOAD_RULES.galleryImage, 'es')).toEqual({ code: 'missing', message: 'Por favor selecciona una imagen' });
    expect(checkFiles([image(10 * MB)], UPLOAD_RULES.galleryImage, 'en')).toBeNull();
    expect(checkFiles([], UPLOAD_RULES.reviewPhoto, 'en')).toBeNull();
    expect(checkFiles([image(5 * MB + 1)], UPLOAD_RULES.reviewPhoto, 'en')?.code).toBe('too-large');
  });

  it('takes its limits and messages from the rule it is given', () => {
    const rule = { field: 'photo', maxFiles: 2, maxFileBytes: 10 * MB, tooMany: 'tooManyFilesConcept' } as const;
    expect(checkFiles([image(9 * MB), image(10 * MB)], rule, 'en')).toBeNull();
    expect(checkFiles([image(10 * MB + 1)], rule, 'en')).toEqual({ code: 'too-large', message: 'File exceeds the maximum size of 10MB' });
    expect(checkFiles([image(), image(), image()], rule, 'en')).toEqual({ code: 'too-many', message: 'Maximum 5 files allowed' });
  });

  it.each([
    ['no image on an order', [], UPLOAD_RULES.dressOrder],
    ['one image on an order', [image()], UPLOAD_RULES.dressOrder],
    ['exactly 5 MB', [image(5 * MB)], UPLOAD_RULES.dressOrder],
    ['five images on a concept', [image(), image(), image(), image(), image(2 * MB, 'image/png')], UPLOAD_RULES.customConcept],
  ] as const)('accepts %s', (_name, files, kind) => {
    expect(checkFiles(files, kind, 'en')).toBeNull();
  });

  it.each([
    ['a single file over 5 MB', [image(5 * MB + 1)], UPLOAD_RULES.dressOrder, 'too-large', 'File exceeds the maximum size of 5MB', 'El archivo supera el tamaño máximo de 5 MB'],
    ['a single concept file over 5 MB', [image(6 * MB)], UPLOAD_RULES.customConcept, 'too-large', 'File exceeds the maximum size of 5MB', 'El archivo supera el tamaño máximo de 5 MB'],
    ['several files, one too big', [image(), image(6 * MB)], UPLOAD_RULES.customConcept, 'too-large', 'Some files exceed the maximum size of 5MB', 'Algunos archivos superan el tamaño máximo de 5 MB'],
    ['six concept images', Array.from({ length: 6 }, () => image()), UPLOAD_RULES.customConcept, 'too-many', 'Maximum 5 files allowed', 'Se permite un máximo de 5 archivos'],
    ['two order images', [image(), image()], UPLOAD_RULES.dressOrder, 'too-many', 'Maximum 1 file allowed', 'Solo se permite 1 archivo'],
    ['a PDF', [image(MB, 'application/pdf')], UPLOAD_RULES.customConcept, 'not-image', 'Only image files are allowed', 'Solo se permiten archivos de imagen'],
    ['a file with no type', [image(MB, '')], UPLOAD_RULES.dressOrder, 'not-image', 'Only image files are allowed', 'Solo se permiten archivos de imagen'],
  ] as const)('rejects %s', (_name, files, kind, code, en, es) => {
    expect(checkFiles(files, kind, 'en')).toEqual({ code, message: en });
    expect(checkFiles(files, kind, 'es')).toEqual({ code, message: es });
    expect(checkFiles(files, kind)).toEqual({ code, message: es });
  });
});
