import { SITE_SETTING_CHANGED, type SiteSettingChangedData } from '@atelier/domain';
import { javascriptProjection } from '../javascript-projection.ts';
import { siteSettingsTable } from './table.ts';

/** Contact details shown in the footer; the newest SiteSettingChanged per key wins. */
export const siteSettingsProjection = javascriptProjection({
  name: 'site-settings',
  why: 'four settings, curated by the owner (ADR 011)',
  table: siteSettingsTable,
  handles: [SITE_SETTING_CHANGED],
  fold(event) {
    const { key, value, at } = event.data as SiteSettingChangedData;
    return { insert: { key, value, updated_at: at }, orUpdate: { value, updated_at: at } };
  },
});
