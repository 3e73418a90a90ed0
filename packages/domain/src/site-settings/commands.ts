import type { SettingKey } from './keys.ts';
import type { DomainCommand } from '../kernel/command.ts';

/** The owner sets one contact detail (or the social profile, or a mail notice's switch) to a new value. */
export type ChangeSiteSetting = DomainCommand<'ChangeSiteSetting', { key: SettingKey; value: string; at: string }>;

export type SiteSettingCommand = ChangeSiteSetting;
