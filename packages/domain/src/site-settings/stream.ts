import type { SiteSettingKey } from './keys.ts';

export const SITE_SETTING_STREAM_TYPE = 'site-setting';

/** One stream per setting: saving the phone never conflicts with saving the email. */
export const siteSettingStreamId = (key: SiteSettingKey): string => `${SITE_SETTING_STREAM_TYPE}-${key}`;
