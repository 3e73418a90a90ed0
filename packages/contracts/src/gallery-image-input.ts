import * as v from 'valibot';
import { MAX_LENGTH, atLeastOneField, flagField, optionalText, requiredText } from './fields.ts';
import { DEFAULT_GALLERY_CATEGORY } from './gallery.ts';
import { localized } from './messages.ts';

/** The longest category name (categories are short labels: 'vestidos', 'novias 2027'). */
export const MAX_CATEGORY_LENGTH = 60;

const title = () => requiredText('galleryTitle', 1, MAX_LENGTH.line);

/** Blank, missing or null means no description: null (docs/product.md#validation). */
const description = () => v.pipe(optionalText(MAX_LENGTH.text), v.transform((value) => value ?? null));

/** The English title is optional (English pages fall back to the Spanish): blank, missing or null is null. */
const titleEn = () => v.pipe(optionalText(MAX_LENGTH.line), v.transform((value) => value ?? null));

/** Trimmed, lowercased, at most 60 characters; blank, missing or null is null (no category). */
const category = () =>
  v.pipe(
    optionalText(MAX_CATEGORY_LENGTH),
    v.transform((value) => value?.toLowerCase() ?? null),
  );

/**
 * POST /api/gallery-images (multipart, the image apart): title required, description, the
 * English title and description and category optional (a blank category is the default one,
 * 'general'), featured and visible as 'true'/'false' (by default not featured, visible).
 */
export const galleryImageCreateSchema = v.object({
  title: title(),
  description: description(),
  titleEn: titleEn(),
  descriptionEn: description(),
  category: v.pipe(category(), v.transform((value) => value ?? DEFAULT_GALLERY_CATEGORY)),
  featured: flagField(false),
  visible: flagField(true),
});

export type GalleryImageCreate = v.InferOutput<typeof galleryImageCreateSchema>;

const optionalFlag = () => v.optional(v.boolean(localized('flag')));

/**
 * PATCH /api/gallery-images/{id} (JSON): any of the fields, at least one. An empty
 * description, English text or category is sent as null (docs/product.md#validation) and clears it.
 */
export const galleryImagePatchSchema = v.pipe(
  v.object({
    title: v.optional(title()),
    description: v.optional(v.nullable(description())),
    titleEn: v.optional(v.nullable(titleEn())),
    descriptionEn: v.optional(v.nullable(description())),
    category: v.optional(v.nullable(category())),
    featured: optionalFlag(),
    visible: optionalFlag(),
  }),
  atLeastOneField(),
);

export type GalleryImagePatch = v.InferOutput<typeof galleryImagePatchSchema>;

/** POST /api/gallery-deleted-marker?title=: the title to keep from ever being seeded again. */
export const galleryDeletedMarkerSchema = v.object({ title: title() });
