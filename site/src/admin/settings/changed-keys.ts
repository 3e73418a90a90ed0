import type { SiteSettingKey, SiteSettings } from '@atelier/contracts';

/** The keys whose value in the form differs from the one saved, in the form's order: one PUT each. */
export function changedKeys(saved: SiteSettings, values: Partial<SiteSettings>): SiteSettingKey[] {
  return (Object.keys(values) as SiteSettingKey[]).filter((key) => values[key] !== undefined && values[key] !== saved[key]);
}
