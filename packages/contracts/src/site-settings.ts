import * as v from 'valibot';

export const SITE_SETTING_KEYS = ['contactAddress', 'contactPhone', 'contactEmail'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** GET /api/site-settings: the footer's contact details. */
export const siteSettingsSchema = v.object({
  contactAddress: v.string(),
  contactPhone: v.string(),
  contactEmail: v.string(),
});

export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

/** Placeholders shown until the owner saves her own details, and whenever settings cannot be read (spec §7). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactAddress: 'Calle de Serrano 1, 28001 Madrid',
  contactPhone: '+34 600 000 000',
  contactEmail: 'info@atelier.example',
};

/** PUT /api/site-settings/{key}: one value at a time, trimmed; blank is allowed to clear a line. */
export const siteSettingUpdateSchema = v.object({
  value: v.pipe(v.string(), v.trim(), v.maxLength(300)),
});

export type SiteSettingUpdate = v.InferOutput<typeof siteSettingUpdateSchema>;
