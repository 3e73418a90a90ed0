import type { GalleryImage, PublicGalleryItem } from '@atelier/contracts';
import type { GalleryImageRecord } from '@atelier/domain';
import type { Kysely, Selectable } from 'kysely';
import type { ImageVariantsDatabase } from '../image-variants/projection.ts';
import { variantsFor } from '../image-variants/queries.ts';
import type { GalleryImagesDatabase, GalleryImagesTable } from './projection.ts';
import { toGalleryImage, toPublicGalleryItem } from './view.ts';

/** The gallery table, and the variants table its images join. */
type Db = Kysely<GalleryImagesDatabase> & Kysely<ImageVariantsDatabase>;

function recordOf(row: Selectable<GalleryImagesTable>): GalleryImageRecord {
  return {
    imageId: row.image_id,
    title: row.title,
    description: row.description,
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
async function withVariants(db: Db, rows: readonly Selectable<GalleryImagesTable>[]): Promise<GalleryImage[]> {
  const variants = await variantsFor(db, rows.map((row) => row.blob_key));
  return rows.map((row) => toGalleryImage(recordOf(row), row.stream_version, variants.get(row.blob_key) ?? []));
}

/** GET /api/gallery-images: every image, hidden ones too. */
export async function listGalleryImages(db: Db): Promise<GalleryImage[]> {
  return withVariants(db, await current(db).execute());
}

/** GET /api/public-gallery: the visible images only, newest first. */
export async function listPublicGallery(db: Db): Promise<PublicGalleryItem[]> {
  return (await withVariants(db, await current(db).where('visible', '=', true).execute())).map(toPublicGalleryItem);
}

/** One visible image (a project page), or null when it is unknown, hidden or deleted. */
export async function getPublicGalleryItem(db: Db, id: number): Promise<PublicGalleryItem | null> {
  const row = await current(db).where('visible', '=', true).where('image_id', '=', id).executeTakeFirst();
  return row ? toPublicGalleryItem((await withVariants(db, [row]))[0]!) : null;
}
