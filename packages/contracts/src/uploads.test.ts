import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, checkFiles } from './uploads.ts';

const MB = 1024 * 1024;
const image = (size = MB, type = 'image/jpeg') => ({ size, type });

describe('checkFiles', () => {
  it('has the spec limits', () => {
    expect(UPLOAD_LIMITS).toEqual({ maxFileBytes: 5 * MB, dress: 1, concept: 5 });
  });

  it.each([
    ['no image on an order', [], 'dress'],
    ['one image on an order', [image()], 'dress'],
    ['exactly 5 MB', [image(5 * MB)], 'dress'],
    ['five images on a concept', [image(), image(), image(), image(), image(2 * MB, 'image/png')], 'concept'],
  ] as const)('accepts %s', (_name, files, kind) => {
    expect(checkFiles(files, kind, 'en')).toBeNull();
  });

  it.each([
    ['a single file over 5 MB', [image(5 * MB + 1)], 'dress', 'too-large', 'File exceeds the maximum size of 5MB', 'El archivo supera el tamaño máximo de 5 MB'],
    ['a single concept file over 5 MB', [image(6 * MB)], 'concept', 'too-large', 'File exceeds the maximum size of 5MB', 'El archivo supera el tamaño máximo de 5 MB'],
    ['several files, one too big', [image(), image(6 * MB)], 'concept', 'too-large', 'Some files exceed the maximum size of 5MB', 'Algunos archivos superan el tamaño máximo de 5 MB'],
    ['six concept images', Array.from({ length: 6 }, () => image()), 'concept', 'too-many', 'Maximum 5 files allowed', 'Se permite un máximo de 5 archivos'],
    ['two order images', [image(), image()], 'dress', 'too-many', 'Maximum 1 file allowed', 'Solo se permite 1 archivo'],
    ['a PDF', [image(MB, 'application/pdf')], 'concept', 'not-image', 'Only image files are allowed', 'Solo se permiten archivos de imagen'],
    ['a file with no type', [image(MB, '')], 'dress', 'not-image', 'Only image files are allowed', 'Solo se permiten archivos de imagen'],
  ] as const)('rejects %s', (_name, files, kind, code, en, es) => {
    expect(checkFiles(files, kind, 'en')).toEqual({ code, message: en });
    expect(checkFiles(files, kind, 'es')).toEqual({ code, message: es });
    expect(checkFiles(files, kind)).toEqual({ code, message: es });
  });
});
