import type { Kysely } from 'kysely';
import type { GalleryDeletedTitlesDatabase } from './projection.ts';

/** The titles marked deleted for good, as they were first named, alphabetically by normalised form. */
export async function listDeletedGalleryTitles(db: Kysely<GalleryDeletedTitlesDatabase>): Promise<string[]> {
  const rows = await db.selectFrom('rm_gallery_deleted_titles').select('title').orderBy('title_key').execute();
  return rows.map((row) => row.title);
}
