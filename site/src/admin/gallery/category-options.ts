import { COLLECTION_IDS, COLLECTION_TEXT, DEFAULT_GALLERY_CATEGORY, categoryKey, isCollectionId, type GalleryImage, type Lang } from '@atelier/contracts';

export interface CategoryOption {
  /** The category as images carry it: its lowercase key. */
  value: string;
  label: string;
}

const OTHER_LABELS: Record<Lang, Record<string, string>> = {
  es: { [DEFAULT_GALLERY_CATEGORY]: 'General' },
  en: { [DEFAULT_GALLERY_CATEGORY]: 'General' },
};

/**
 * How a stored category reads in the admin: a collection's title, 'General', or the name as the
 * owner wrote it (`known`: the category list's names) else as images carry it.
 */
export function categoryLabel(category: string, lang: Lang, known: readonly string[] = []): string {
  if (isCollectionId(category)) return COLLECTION_TEXT[category][lang].title;
  return OTHER_LABELS[lang][category] ?? known.find((name) => categoryKey(name) === categoryKey(category)) ?? category;
}

/**
 * The choices of the image dialog's category select: the one place that knows where the
 * categories come from. The four public collections first (docs/product.md#gallery-manager),
 * then every other category (GET /api/categories: the ones she created and the ones images
 * carry, 'general' always among them), and any category the images use that the list has not
 * caught up with, so editing an image never loses its category. Each reads as the owner wrote
 * it ('Novias 2027') and is chosen by the key images carry ('novias 2027').
 */
export function categoryOptions(known: readonly string[], images: readonly Pick<GalleryImage, 'category'>[], lang: Lang): CategoryOption[] {
  const used = images.map((image) => image.category).filter((category): category is string => Boolean(category));
  const names = new Map<string, string>();
  for (const name of [DEFAULT_GALLERY_CATEGORY, ...known, ...used]) if (!names.has(categoryKey(name))) names.set(categoryKey(name), name);
  const others = [...names]
    .filter(([key]) => !isCollectionId(key))
    .map(([value, name]) => ({ value, label: categoryLabel(name, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang, { sensitivity: 'base' }));
  return [...COLLECTION_IDS.map((value) => ({ value, label: categoryLabel(value, lang) })), ...others];
}
