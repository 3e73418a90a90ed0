import type { ImageVariantRecord } from '@atelier/domain';
import type { Db } from '@atelier/event-store';

/**
 * The variants made so far of each original named, as pages put them in `srcset` (blob keys:
 * the API makes their URLs). An original whose variants are not made yet (or that is unknown)
 * is absent: pages then use the original alone.
 */
export async function variantsFor(db: Db, blobKeys: readonly string[]): Promise<Map<string, ImageVariantRecord[]>> {
  const found = new Map<string, ImageVariantRecord[]>();
  if (blobKeys.length === 0) return found;
  const rows = await db
    .selectFrom('rm_image_variants')
    .select(['blob_key', 'variants'])
    .where('blob_key', 'in', [...new Set(blobKeys)])
    .where('variants', 'is not', null)
    .execute();
  for (const row of rows) found.set(row.blob_key, JSON.parse(row.variants ?? '[]') as ImageVariantRecord[]);
  return found;
}

/** Originals whose variants are still to be made (the reactor's to-do list), at most `limit`. */
export async function pendingVariantKeys(db: Db, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('rm_image_variants')
    .select('blob_key')
    .where('variants', 'is', null)
    .orderBy('blob_key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.blob_key);
}
