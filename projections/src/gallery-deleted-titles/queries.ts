import type { Db } from '@atelier/event-store';

/** The titles marked deleted for good, as they were first named, alphabetically by normalised form. */
export async function listDeletedGalleryTitles(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('rm_gallery_deleted_titles').select('title').orderBy('title_key').execute();
  return rows.map((row) => row.title);
}
