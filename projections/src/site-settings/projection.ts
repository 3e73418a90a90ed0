import { SITE_SETTING_CHANGED, type SiteSettingChangedData } from '@atelier/domain';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_site_settings';

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface SiteSettingsDatabase {
  rm_site_settings: SiteSettingsTable;
}

/** Contact details shown in the footer; the newest SiteSettingChanged per key wins. */
export const siteSettingsProjection: Projection = {
  name: 'site-settings',
  version: 1,
  tables: [TABLE],
  handles: [SITE_SETTING_CHANGED],

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    // Only the newest value per key matters; one upsert per key keeps the batch order.
    const latest = new Map(
      events.map((e) => {
        const { key, value, at } = e.data as SiteSettingChangedData;
        return [key, { value, updated_at: at }];
      }),
    );
    for (const [key, { value, updated_at }] of latest) {
      await trx
        .insertInto(TABLE)
        .values({ key, value, updated_at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
        .execute();
    }
  },
};
