import type { GalleryImageRecord, ImageVariantRecord } from '@atelier/domain';
import type { Db } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import { variantsFor } from '../image-variants/queries.ts';
import type { GalleryImagesTable } from './table.ts';

/**
 * A gallery image as the read model knows it: the domain's record of it, its stream's version
 * (an edit's If-Match), and the variants made of its original so far. Blob keys, not URLs: the
 * API makes the URLs when it answers.
 */
export interface GalleryImageView {
  image: GalleryImageRecord;
  version: number;
  variants: readonly ImageVariantRecord[];
}

function recordOf(row: Selectable<GalleryImagesTable>): GalleryImageRecord {
  return {
    imageId: row.image_id,
    title: row.title,
    description: row.description,
    titleEn: row.title_en,
    descriptionEn: row.description_en,
    blobKey: row.blob_key,
    width: row.width,
    height: row.height,
    category: row.category,
    featured: row.featured,
    visible: row.visible,
    addedAt: row.created_at,
  };
}

/**
 * The images that are not deleted, newest first (then the higher id first): the order of
 * the admin's grid and of every public list, so "the first featured item" is well defined.
 */
function current(db: Db) {
  return db.selectFrom('rm_gallery_images').selectAll().where('deleted', '=', false).orderBy('created_at', 'desc').orderBy('image_id', 'desc');
}

/** The images of `rows`, each with the variants the pipeline has made of it so far (image-variants read model). */
async function withVariants(db: Db, rows: readonly Selectable<GalleryImagesTable>[]): Promise<GalleryImageView[]> {
  const variants = await variantsFor(db, rows.map((row) => row.blob_key));
  return rows.map((row) => ({ image: recordOf(row), version: row.stream_version, variants: variants.get(row.blob_key) ?? [] }));
}

/** Every image, hidden ones too (the admin's grid). */
export async function listGalleryImages(db: Db): Promise<GalleryImageView[]> {
  return withVariants(db, await current(db).execute());
}

/** The visible images only, newest first (the public gallery). */
export async function listPublicGallery(db: Db): Promise<GalleryImageView[]> {
  return withVariants(db, await current(db).where('visible', '=', true).execute());
}

/** One visible image (a project page), or null when it is unknown, hidden or deleted. */
export async function getPublicGalleryItem(db: Db, id: number): Promise<GalleryImageView | null> {
  const row = await current(db).where('visible', '=', true).where('image_id', '=', id).executeTakeFirst();
  return row ? (await withVariants(db, [row]))[0]! : null;
}
