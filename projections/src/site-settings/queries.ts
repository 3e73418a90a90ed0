import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@atelier/contracts';
import type { Kysely } from 'kysely';
import type { SiteSettingsDatabase } from './projection.ts';

/** The stored contact details, each falling back to its default when never set. */
export async function getSiteSettings(db: Kysely<SiteSettingsDatabase>): Promise<SiteSettings> {
  const rows = await db.selectFrom('rm_site_settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(settings) as (keyof SiteSettings)[]) {
    settings[key] = stored.get(key) ?? settings[key];
  }
  return settings;
}
