import * as v from 'valibot';
import { requiredText } from './fields.ts';
import { MAX_CATEGORY_LENGTH } from './gallery-image-input.ts';

/** A category's name as the owner typed it, for display: trimmed, her capitals kept ('Novias 2027 ' is 'Novias 2027'). */
export const tidyCategoryName = (name: string): string => name.trim();

/**
 * How category names compare, and the name images carry: trimmed and lowercase ('Novias 2027'
 * and 'novias 2027' are one category; an image in it carries 'novias 2027').
 */
export const categoryKey = (name: string): string => name.trim().toLowerCase();

/**
 * The name a typed text gives a category, or null for a blank text (the screen then sends
 * nothing, docs/product.md#category-manager); with `current`, also null when the text names
 * it exactly as it is (a change of capitals alone is a rename).
 */
export function typedCategoryName(text: string, current?: string): string | null {
  const name = tidyCategoryName(text);
  return name === '' || name === current ? null : name;
}

/**
 * A category's name as typed: trimmed, 1 to 60 characters, capitals kept
 * (docs/product.md#validation); compared with categoryKey.
 */
export const categoryNameField = () =>
  v.pipe(
    requiredText('categoryName', 1, MAX_CATEGORY_LENGTH),
    v.transform(tidyCategoryName),
  );

/** POST /api/categories (JSON): `{ name }` makes an empty category (docs/product.md#beyond-the-first-specification, ADR 023). */
export const categoryCreateSchema = v.object({ name: categoryNameField() });

/** PATCH /api/categories/{name} (JSON): `{ name }` is the new name; every image in the category follows. */
export const categoryRenameSchema = v.object({ name: categoryNameField() });

/** A category path segment (`/api/categories/{name}`, URL-encoded), read with the same rule. */
export const categoryPathSchema = v.object({ name: categoryNameField() });

export type CategoryInput = v.InferOutput<typeof categoryCreateSchema>;

/**
 * What a category is: one of the four public collections (its page is /coleccion/{name}),
 * 'general' (where a deleted category's images go), or one of the owner's own. Only the
 * owner's can be renamed or deleted.
 */
export const CATEGORY_KINDS = ['collection', 'fallback', 'custom'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** One category with its images: all of them (hidden too) and the featured ones. */
export const categorySummarySchema = v.object({
  name: v.string(),
  kind: v.picklist(CATEGORY_KINDS),
  imageCount: count(),
  featuredCount: count(),
});
export type CategorySummary = v.InferOutput<typeof categorySummarySchema>;

/**
 * GET /api/categories: every category (the public collections first, then 'general', then
 * the owner's in alphabetical order) and the images without one ('Sin categoría'). The
 * gallery manager's category select lists `categories[].name`.
 */
export const categoryListSchema = v.object({
  categories: v.array(categorySummarySchema),
  uncategorised: v.object({ imageCount: count(), featuredCount: count() }),
  /**
   * The version of the one stream every category lives in (ADR 023), -1 before the first
   * category event: a rename or delete sends it back as `If-Match: "<version>"` (ADR 029).
   */
  version: v.pipe(v.number(), v.integer(), v.minValue(-1)),
});
export type CategoryList = v.InferOutput<typeof categoryListSchema>;

/** What a create or a rename answers: the category by its (new) name. */
export interface CategoryChanged {
  name: string;
}
