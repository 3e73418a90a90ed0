/** The four public collections, each shown on its own page and tied to the category of the same name. */
export const COLLECTION_IDS = ['vestidos', 'conceptos', 'trajes', 'eventos'] as const;
export type CollectionId = (typeof COLLECTION_IDS)[number];

/** An image's category when none is chosen, and where a deleted category's images go. */
export const DEFAULT_GALLERY_CATEGORY = 'general';

/** A category's name as the owner typed it, for display: trimmed, her capitals kept ('Novias 2027 ' is 'Novias 2027'). */
export const tidyCategoryName = (name: string): string => name.trim();

/**
 * How category names compare, and the name images carry: trimmed and lowercase ('Novias 2027'
 * and 'novias 2027' are one category; an image in it carries 'novias 2027').
 */
export const categoryKey = (name: string): string => name.trim().toLowerCase();

/** Why a category cannot be renamed or deleted: a public collection's, or the fallback of deletes. */
export type ProtectedCategory = 'collection' | 'fallback';

/**
 * The categories that always exist: the four public collections (their pages are /coleccion/{name})
 * and 'general', where a deleted category's images go, whatever the capitals a name is
 * written in. None can be renamed or deleted.
 */
export function protectedCategory(name: string): ProtectedCategory | null {
  const key = categoryKey(name);
  if ((COLLECTION_IDS as readonly string[]).includes(key)) return 'collection';
  return key === DEFAULT_GALLERY_CATEGORY ? 'fallback' : null;
}

/** The built-in categories, in the order the back office lists them. */
export const BUILT_IN_CATEGORIES: readonly string[] = [...COLLECTION_IDS, DEFAULT_GALLERY_CATEGORY];
