import { GALLERY_TITLE_MARKED_DELETED, normaliseGalleryTitle, type GalleryTitleMarkedDeletedData } from '@atelier/domain';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_gallery_deleted_titles';

/** One row per title marked deleted for good, by its normalised form. */
export interface GalleryDeletedTitlesTable {
  title_key: string;
  title: string;
  marked_at: string;
}

export interface GalleryDeletedTitlesDatabase {
  rm_gallery_deleted_titles: GalleryDeletedTitlesTable;
}

/** The deleted-title markers (spec §7): the titles the demo catalogue never brings back. */
export const galleryDeletedTitlesProjection: Projection = {
  name: 'gallery-deleted-titles',
  version: 1,
  tables: [TABLE],
  handles: [GALLERY_TITLE_MARKED_DELETED],

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('title_key', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('marked_at', 'text', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    // A title is marked once (its decider records no second marker): the first row stays.
    const rows = events.map((event) => {
      const { title, at } = event.data as GalleryTitleMarkedDeletedData;
      return { title_key: normaliseGalleryTitle(title), title, marked_at: at };
    });
    await sql`insert into ${sql.table(TABLE)} (title_key, title, marked_at)
              select title_key, title, marked_at from json_to_recordset(${JSON.stringify(rows)}::json)
                as x(title_key text, title text, marked_at text)
              on conflict (title_key) do nothing`.execute(trx);
  },
};
