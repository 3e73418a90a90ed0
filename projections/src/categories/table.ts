import type { ReadModelTable } from '../read-model-table.ts';

/**
 * One row per name a category ever had (or that a category event removed); `deleted` once it
 * was deleted or renamed away. Every category event is in one stream, so its version orders
 * them all: a row takes an event only when it is newer than the last one it took.
 */
interface CategoriesTable {
  name: string;
  /** When the category took this name (created, or renamed into it). */
  named_at: string;
  deleted: boolean;
  stream_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_categories: CategoriesTable;
  }
}

export const categoriesTable: ReadModelTable<'rm_categories'> = {
  name: 'rm_categories',
  // 2: a deleted name that only images carried gets a row, so the catalogue's version is the newest row's.
  version: 2,
  key: ['name'],
  columns: (table) =>
    table
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('named_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull()),
};
