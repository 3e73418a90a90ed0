import { mediaUrl, type ImageVariant } from '@atelier/contracts';
import type { ImageVariantsMadeData } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { ImageVariantsDatabase } from './projection.ts';

/**
 * The variants made so far of each original named, as pages put them in `srcset`. An
 * original whose variants are not made yet (or that is unknown) is absent: pages then use
 * the original alone.
 */
export async function variantsFor(db: Kysely<ImageVariantsDatabase>, blobKeys: readonly string[]): Promise<Map<string, ImageVariant[]>> {
  const found = new Map<string, ImageVariant[]>();
  if (blobKeys.length === 0) return found;
  const rows = await db
    .selectFrom('rm_image_variants')
    .select(['blob_key', 'variants'])
    .where('blob_key', 'in', [...new Set(blobKeys)])
    .where('variants', 'is not', null)
    .execute();
  for (const row of rows) {
    const variants = JSON.parse(row.variants ?? '[]') as ImageVariantsMadeData['variants'];
    found.set(row.blob_key, variants.map(({ width, format, key }) => ({ width, format, url: mediaUrl(key) })));
  }
  return found;
}

/** Originals whose variants are still to be made (the reactor's to-do list), at most `limit`. */
export async function pendingVariantKeys(db: Kysely<ImageVariantsDatabase>, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('rm_image_variants')
    .select('blob_key')
    .where('variants', 'is', null)
    .orderBy('blob_key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.blob_key);
}
