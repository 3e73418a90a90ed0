import { COLLECTION_IDS, DEFAULT_GALLERY_CATEGORY, categoryKey } from '@atelier/contracts';

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
