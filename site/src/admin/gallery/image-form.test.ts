import type { GalleryImage } from '@atelier/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_IMAGE_FORM, formValuesOf, imageCreateFormSchema, imageEditFormSchema, isVisibilityOnly, patchFor } from './image-form.ts';

const image: GalleryImage = {
  id: 7,
  title: 'Vestido Aurora',
  description: null,
  titleEn: 'Aurora Gown',
  descriptionEn: null,
  category: 'vestidos',
  featured: true,
  visible: true,
  imageUrl: '/media/gallery/7/original.webp',
  image: { url: '/media/gallery/7/original.webp', width: 480, height: 600, variants: [] },
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 2,
};

const edited = (changes: Partial<typeof EMPTY_IMAGE_FORM>) => v.parse(imageEditFormSchema, { ...formValuesOf(image), ...changes });

describe('the image dialog form', () => {
  it('checks a new image with the API schema: trimmed title, blank description null, no category is general', () => {
    const parsed = v.safeParse(imageCreateFormSchema, { ...EMPTY_IMAGE_FORM, title: '  Traje Índigo ', description: ' ', featured: true });
    expect(parsed.output).toEqual({ title: 'Traje Índigo', description: null, titleEn: null, descriptionEn: null, category: 'general', featured: true, visible: true });
    const english = v.safeParse(imageCreateFormSchema, { ...EMPTY_IMAGE_FORM, title: 'Traje Índigo', titleEn: ' Indigo Suit ', descriptionEn: ' Wool. ' });
    expect(english.output).toMatchObject({ titleEn: 'Indigo Suit', descriptionEn: 'Wool.' });
  });

  it('names a missing title in the language asked for, on the title field', () => {
    const parsed = v.safeParse(imageCreateFormSchema, EMPTY_IMAGE_FORM, { lang: 'en' });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['title', 'Title is required']]);
    const edit = v.safeParse(imageEditFormSchema, { ...formValuesOf(image), title: ' ' }, { lang: 'es' });
    expect(edit.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['title', 'El título es obligatorio']]);
  });

  it('sends only what changed: only visibility when only visibility changed', () => {
    const hide = patchFor(image, edited({ visible: false }));
    expect(hide).toEqual({ visible: false });
    expect(isVisibilityOnly(hide!)).toBe(true);

    const several = patchFor(image, edited({ title: 'Vestido Alba', category: '', visible: false }));
    expect(several).toEqual({ title: 'Vestido Alba', category: null, visible: false });
    expect(isVisibilityOnly(several!)).toBe(false);
    expect(patchFor(image, edited({ description: 'Seda salvaje', category: 'Trajes' }))).toEqual({ description: 'Seda salvaje', category: 'trajes' });
    expect(patchFor(image, edited({ titleEn: 'Dawn Gown', descriptionEn: 'Raw silk' }))).toEqual({ titleEn: 'Dawn Gown', descriptionEn: 'Raw silk' });
    expect(patchFor(image, edited({ titleEn: '  ' }))).toEqual({ titleEn: null });
  });

  it('sends nothing for an edit that changes nothing', () => {
    expect(patchFor(image, edited({}))).toBeNull();
    expect(patchFor(image, edited({ title: ' Vestido Aurora ', description: '   ' }))).toBeNull();
  });
});
