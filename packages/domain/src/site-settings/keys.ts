/** The settings the owner can change: the footer's contact details and the social profile. */
export const SITE_SETTING_KEYS = ['contactAddress', 'contactPhone', 'contactEmail', 'socialUrl'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const isSiteSettingKey = (value: string): value is SiteSettingKey => (SITE_SETTING_KEYS as readonly string[]).includes(value);
