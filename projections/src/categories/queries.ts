import { categoryKey, type CategoryKind, type CategoryList, type CategorySummary } from '@atelier/contracts';
import { BUILT_IN_CATEGORIES, protectedCategory } from '@atelier/domain';
import type { Db } from '@atelier/event-store';
import { sql } from 'kysely';

interface Counts {
  imageCount: number;
  featuredCount: number;
}

/** Images (not deleted) per category, hidden ones included; null is the images without one. */
async function countsByCategory(db: Db): Promise<Map<string | null, Counts>> {
  const rows = await db
    .selectFrom('rm_gallery_images')
    .select(['category', sql<number>`count(*)`.as('images'), sql<number>`count(*) FILTER (WHERE featured)`.as('featured')])
    .where('deleted', '=', false)
    .groupBy('category')
    .execute();
  return new Map(rows.map((row) => [row.category, { imageCount: Number(row.images), featuredCount: Number(row.featured) }]));
}

const kindOf = (name: string): CategoryKind => protectedCategory(name) ?? 'custom';

/** Built-in categories in their fixed order, then the owner's alphabetically (Spanish collation, capitals aside). */
function compareCategories(a: string, b: string): number {
  const [ia, ib] = [BUILT_IN_CATEGORIES.indexOf(categoryKey(a)), BUILT_IN_CATEGORIES.indexOf(categoryKey(b))];
  if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
  return a.localeCompare(b, 'es', { sensitivity: 'base' });
}

/**
 * GET /api/categories: the built-in categories, the ones created, and every name images
 * carry (categories are derived from images too, ADR 023), each with its image and
 * featured counts; images without a category apart ('Sin categoría'); and the version of
 * the catalogue stream they all live in, for a rename's or a delete's If-Match (ADR 029).
 */
export async function listCategories(db: Db): Promise<CategoryList> {
  const [created, counts, version] = await Promise.all([
    db.selectFrom('rm_categories').select('name').where('deleted', '=', false).execute(),
    countsByCategory(db),
    catalogueVersion(db),
  ]);
  // One entry per name compared without case: the owner's spelling when she created it, else the
  // built-in one, else the lowercase one images carry.
  const names = new Map<string, string>();
  for (const name of [...created.map((row) => row.name), ...BUILT_IN_CATEGORIES]) if (!names.has(categoryKey(name))) names.set(categoryKey(name), name);
  for (const category of counts.keys()) if (category !== null && !names.has(categoryKey(category))) names.set(categoryKey(category), category);
  const none: Counts = { imageCount: 0, featuredCount: 0 };
  const categories: CategorySummary[] = [...names]
    .sort(([, a], [, b]) => compareCategories(a, b))
    .map(([key, name]) => ({ name, kind: kindOf(name), ...(counts.get(key) ?? none) }));
  return { categories, uncategorised: counts.get(null) ?? none, version };
}

/** The catalogue stream's version as the read model has it: every category event leaves its version in a row (-1: none yet). */
async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('rm_categories').select((eb) => eb.fn.max('stream_version').as('version')).executeTakeFirst();
  return row?.version ?? -1;
}

/**
 * Which of `names` images (not deleted) carry, each as its key (categoryKey): such a name is a
 * category even if never created. Images carry the key, so 'Cóctel' is in use when they carry 'cóctel'.
 */
export async function categoriesInUse(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const keys = names.map(categoryKey);
  const rows = await db.selectFrom('rm_gallery_images').select('category').distinct().where('deleted', '=', false).where('category', 'in', keys).execute();
  return new Set(rows.flatMap((row) => (row.category === null ? [] : [row.category])));
}

/** The images (not deleted) in a category, whatever capitals its name is written in, for a rename or delete to carry along. */
export async function imageIdsInCategory(db: Db, name: string): Promise<number[]> {
  const rows = await db.selectFrom('rm_gallery_images').select('image_id').where('deleted', '=', false).where('category', '=', categoryKey(name)).orderBy('image_id').execute();
  return rows.map((row) => row.image_id);
}
