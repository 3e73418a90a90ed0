import type { ReadModelTable } from '../read-model-table.ts';

/** One row per setting the owner has saved; the newest value wins. */
interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_site_settings: SiteSettingsTable;
  }
}

export const siteSettingsTable: ReadModelTable<'rm_site_settings'> = {
  name: 'rm_site_settings',
  version: 1,
  key: ['key'],
  columns: (table) =>
    table
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull()),
};
