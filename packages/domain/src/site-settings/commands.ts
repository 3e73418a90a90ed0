import type { SiteSettingKey } from './keys.ts';
import type { DomainCommand } from '../kernel/command.ts';

/** The owner sets one contact detail (or the social profile) to a new value. */
export type ChangeSiteSetting = DomainCommand<'ChangeSiteSetting', { key: SiteSettingKey; value: string; at: string }>;

export type SiteSettingCommand = ChangeSiteSetting;
