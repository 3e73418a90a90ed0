import { DEFAULT_SITE_SETTINGS, MAIL_NOTICE_KEYS, SITE_SETTING_KEYS, isUsableSiteSetting, type MailNoticeKey, type SiteSettings } from '@atelier/contracts';
import type { Db } from '@atelier/event-store';
import { openingHoursProjection } from '../opening-hours/projection.ts';
import { getOpeningHours } from '../opening-hours/queries.ts';
import { siteSettingsProjection } from './projection.ts';

/** The read models getSiteSettings reads: what an answer built from it depends on. */
export const SITE_SETTINGS_READ_MODELS = [siteSettingsProjection.name, openingHoursProjection.name] as const;

/**
 * The stored contact details, each falling back to its default when never set (or not a
 * usable value), and the opening hours (their own read model, the default week until saved).
 */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [rows, openingHours] = await Promise.all([db.selectFrom('rm_site_settings').select(['key', 'value']).execute(), getOpeningHours(db)]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_SITE_SETTINGS, openingHours };
  for (const key of SITE_SETTING_KEYS) {
    const value = stored.get(key);
    if (value !== undefined && isUsableSiteSetting(key, value)) settings[key] = value;
  }
  return settings;
}

/** What the mail sender reads of the settings (docs/product.md#mail). */
export interface MailSettings {
  /** The designer's address, as the owner saved it; null until she does (the footer's placeholder is nobody's). */
  contactEmail: string | null;
  /** Each designer notice, on unless switched off. */
  notices: Record<MailNoticeKey, boolean>;
}

export async function getMailSettings(db: Db): Promise<MailSettings> {
  const rows = await db
    .selectFrom('rm_site_settings')
    .select(['key', 'value'])
    .where('key', 'in', ['contactEmail', ...MAIL_NOTICE_KEYS])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const contactEmail = stored.get('contactEmail')?.trim() || null;
  const notices = Object.fromEntries(MAIL_NOTICE_KEYS.map((key) => [key, stored.get(key) !== 'off'])) as Record<MailNoticeKey, boolean>;
  return { contactEmail, notices };
}
