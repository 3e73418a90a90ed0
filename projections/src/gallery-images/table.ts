import type { ReadModelTable } from '../read-model-table.ts';

/** One row per gallery image; a deleted one keeps its row as `deleted`, so a replayed add cannot bring it back. */
export interface GalleryImagesTable {
  image_id: number;
  title: string;
  description: string | null;
  /** The English title and description, null when not written. */
  title_en: string | null;
  description_en: string | null;
  /** The original's blob key: the API makes its URL. */
  blob_key: string;
  width: number;
  height: number;
  category: string | null;
  featured: boolean;
  visible: boolean;
  created_at: string;
  deleted: boolean;
  /** The version of the last event of the image's stream the row took: an edit's If-Match. */
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_gallery_images: GalleryImagesTable;
  }
}

export const galleryImagesTable: ReadModelTable<'rm_gallery_images'> = {
  name: 'rm_gallery_images',
  // 2: title_en and description_en, the English title and description.
  version: 2,
  key: ['image_id'],
  columns: (table) =>
    table
      .addColumn('image_id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('title_en', 'text')
      .addColumn('description_en', 'text')
      .addColumn('blob_key', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('featured', 'boolean', (c) => c.notNull())
      .addColumn('visible', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
