import type { SettingKey } from './keys.ts';
import type { DomainEvent } from '../kernel/decider.ts';

export const SITE_SETTING_CHANGED = 'SiteSettingChanged';

export interface SiteSettingChangedData extends Record<string, unknown> {
  key: SettingKey;
  value: string;
  at: string;
}

/** One site setting (a footer contact detail or the social profile) set to a new value. */
export type SiteSettingChanged = DomainEvent<typeof SITE_SETTING_CHANGED, SiteSettingChangedData>;
