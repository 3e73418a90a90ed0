import { DEFAULT_SITE_SETTINGS, isUsableSiteSetting, type SiteSettings } from '@atelier/contracts';
import type { Db } from '@atelier/event-store';

/** The stored contact details, each falling back to its default when never set (or not a usable value). */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('rm_site_settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(settings) as (keyof SiteSettings)[]) {
    const value = stored.get(key);
    if (value !== undefined && isUsableSiteSetting(key, value)) settings[key] = value;
  }
  return settings;
}
