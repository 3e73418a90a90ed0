import { galleryImageCreateSchema, galleryImagePatchSchema, type GalleryImage, type GalleryImagePatch } from '@atelier/contracts';
import * as v from 'valibot';

/** What the add/edit dialog holds: text as typed in both languages, '' for no category, the two switches. */
export interface ImageFormValues {
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
  category: string;
  featured: boolean;
  visible: boolean;
}

/** A new image: no category chosen (the API files it under 'general'), not featured, visible (docs/product.md#entities). */
export const EMPTY_IMAGE_FORM: ImageFormValues = { title: '', description: '', titleEn: '', descriptionEn: '', category: '', featured: false, visible: true };

export function formValuesOf(image: GalleryImage): ImageFormValues {
  return {
    title: image.title,
    description: image.description ?? '',
    titleEn: image.titleEn ?? '',
    descriptionEn: image.descriptionEn ?? '',
    category: image.category ?? '',
    featured: image.featured,
    visible: image.visible,
  };
}

const formShape = v.object({
  title: v.string(),
  description: v.string(),
  titleEn: v.string(),
  descriptionEn: v.string(),
  category: v.string(),
  featured: v.boolean(),
  visible: v.boolean(),
});

/**
 * A contracts schema as the next step of a pipe whose values it accepts: its declared input
 * (every field optional or nullish, as the API receives them) is wider than what the form
 * hands it, which valibot's pipe typing does not see.
 */
const accepting = <Input, Schema extends v.GenericSchema>(schema: Schema) =>
  schema as unknown as v.GenericSchema<Input, v.InferOutput<Schema>, v.InferIssue<Schema>>;

type MultipartFields = Omit<ImageFormValues, 'featured' | 'visible'> & { featured: string; visible: string };

/**
 * The dialog's values checked by the API's own schemas (contracts), so the form shows the
 * messages the server would send: the multipart fields of POST /api/gallery-images…
 */
export const imageCreateFormSchema = v.pipe(
  formShape,
  v.transform((values): MultipartFields => ({ ...values, featured: String(values.featured), visible: String(values.visible) })),
  accepting<MultipartFields, typeof galleryImageCreateSchema>(galleryImageCreateSchema),
);

/** …and the JSON of PATCH /api/gallery-images/{id}, every field given (a blank description or category is null). */
export const imageEditFormSchema = v.pipe(formShape, accepting<ImageFormValues, typeof galleryImagePatchSchema>(galleryImagePatchSchema));

/** The fields an edit may send, each compared with the image as it is. */
const PATCHABLE = ['title', 'description', 'titleEn', 'descriptionEn', 'category', 'featured', 'visible'] as const satisfies readonly (keyof GalleryImagePatch & keyof GalleryImage)[];

/**
 * What an edit sends: only the fields that differ from the image as it is now, so an edit
 * that changes only visibility sends only `{ visible }` (ADR 025), and one that changes
 * nothing sends nothing (null).
 */
export function patchFor(image: GalleryImage, edit: GalleryImagePatch): GalleryImagePatch | null {
  const patch: Record<string, unknown> = {};
  for (const field of PATCHABLE) {
    if (edit[field] !== undefined && edit[field] !== image[field]) patch[field] = edit[field];
  }
  return Object.keys(patch).length === 0 ? null : (patch as GalleryImagePatch);
}

/** A patch that only shows or hides the image: its success says "Visibility updated". */
export function isVisibilityOnly(patch: GalleryImagePatch): boolean {
  return Object.keys(patch).length === 1 && patch.visible !== undefined;
}
