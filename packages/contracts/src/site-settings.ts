import * as v from 'valibot';
import { isHttpUrl } from './formats.ts';
import { localized } from './messages.ts';

export const SITE_SETTING_KEYS = ['contactAddress', 'contactPhone', 'contactEmail', 'socialUrl'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** GET /api/site-settings: the atelier's contact details and its social profile. */
export const siteSettingsSchema = v.object({
  contactAddress: v.string(),
  contactPhone: v.string(),
  contactEmail: v.string(),
  /** The social profile (Instagram): always an http(s) link, opened in a new tab. */
  socialUrl: v.pipe(v.string(), v.check(isHttpUrl)),
});

export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

/** Placeholders shown until the owner saves her own details, and whenever settings cannot be read (spec §7). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactAddress: 'Calle de Serrano 1, 28001 Madrid',
  contactPhone: '+34 600 000 000',
  contactEmail: 'info@atelier.example',
  socialUrl: 'https://www.instagram.com/atelier.altacostura/',
};

/** PUT /api/site-settings/{key}: one value at a time, trimmed; blank is allowed to clear a line. */
export const siteSettingUpdateSchema = v.object({
  value: v.pipe(v.string(), v.trim(), v.maxLength(300)),
});

export type SiteSettingUpdate = v.InferOutput<typeof siteSettingUpdateSchema>;

/** The social profile's value: an http(s) link, never blank (a link must lead somewhere). */
export const socialUrlUpdateSchema = v.object({
  value: v.pipe(v.string(), v.trim(), v.maxLength(300, localized('socialUrl')), v.check(isHttpUrl, localized('socialUrl'))),
});

/** The update schema for one setting: the social profile must be a link, the others are free text. */
export const siteSettingUpdateSchemaFor = (key: SiteSettingKey) => (key === 'socialUrl' ? socialUrlUpdateSchema : siteSettingUpdateSchema);

/** A stored value for `key` that the site may show; anything else falls back to the default. */
export const isUsableSiteSetting = (key: SiteSettingKey, value: string): boolean => key !== 'socialUrl' || isHttpUrl(value);
