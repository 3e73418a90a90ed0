import { MAIL_NOTICE_VALUES, isMailNoticeKey, isSiteSettingKey } from './keys.ts';
import type { Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { SiteSettingCommand } from './commands.ts';
import { SITE_SETTING_CHANGED, type SiteSettingChanged } from './events.ts';

/** The setting's value as its events leave it; null until it is first saved (the site shows the default). */
export interface SiteSettingState {
  value: string | null;
}

export const initialSiteSettingState: SiteSettingState = { value: null };

export function evolveSiteSetting(_state: SiteSettingState, event: SiteSettingChanged): SiteSettingState {
  return { value: event.data.value };
}

/** A known key; saving the value already there records nothing. The schema checks the value itself. */
export function decideSiteSetting(command: SiteSettingCommand, state: SiteSettingState): SiteSettingChanged[] {
  const { key, value, at } = command.data;
  if (!isSiteSettingKey(key) && !isMailNoticeKey(key)) throw new DomainError(`${String(key)} is not a site setting`);
  if (isMailNoticeKey(key) && !(MAIL_NOTICE_VALUES as readonly string[]).includes(value)) throw new DomainError(`${key} is on or off`);
  if (value === state.value) return [];
  return [{ type: SITE_SETTING_CHANGED, data: { key, value, at } }];
}

export const siteSettingDecider: Decider<SiteSettingCommand, SiteSettingChanged, SiteSettingState> = {
  initialState: initialSiteSettingState,
  evolve: evolveSiteSetting,
  decide: decideSiteSetting,
};
