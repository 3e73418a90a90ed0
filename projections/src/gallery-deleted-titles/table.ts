import type { ReadModelTable } from '../read-model-table.ts';

/** One row per title marked deleted for good, by its normalised form. */
interface GalleryDeletedTitlesTable {
  title_key: string;
  title: string;
  marked_at: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_gallery_deleted_titles: GalleryDeletedTitlesTable;
  }
}

export const galleryDeletedTitlesTable: ReadModelTable<'rm_gallery_deleted_titles'> = {
  name: 'rm_gallery_deleted_titles',
  version: 1,
  key: ['title_key'],
  columns: (table) =>
    table
      .addColumn('title_key', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('marked_at', 'text', (c) => c.notNull()),
};
