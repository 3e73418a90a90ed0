import type { SiteSettings } from '@atelier/contracts';
import type { ComponentType } from 'react';
import { AccountsSection } from '../accounts/AccountsSection.tsx';
import { IcsFeedCard } from '../calendar/IcsFeedCard.tsx';
import { MailSettingsPanel } from './mail/MailSettingsPanel.tsx';
import { OpeningHoursCard } from './OpeningHoursCard.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { SETTINGS_TEXT } from './text.ts';

/** What a section of the settings screen receives: the settings as stored. */
export interface SettingsSectionProps {
  settings: SiteSettings;
}

function ContactInformation({ settings }: SettingsSectionProps) {
  return <SettingsCard title={SETTINGS_TEXT.contact.title} text={SETTINGS_TEXT.contact.text} keys={['contactAddress', 'contactPhone', 'contactEmail']} settings={settings} />;
}

function SocialProfile({ settings }: SettingsSectionProps) {
  return <SettingsCard title={SETTINGS_TEXT.social.title} text={SETTINGS_TEXT.social.text} keys={['socialUrl']} settings={settings} />;
}

/** Drawn afresh when the saved week changes (after a save), so the form starts from what is stored. */
function OpeningHoursSection({ settings }: SettingsSectionProps) {
  return <OpeningHoursCard key={JSON.stringify(settings.openingHours)} saved={settings.openingHours} />;
}

/**
 * The sections of /admin/settings, top to bottom. A new section is one more line here; each
 * is a self-contained card (the accounts show to an admin only).
 */
export const SETTINGS_SECTIONS: readonly { id: string; Section: ComponentType<SettingsSectionProps> }[] = [
  { id: 'contact', Section: ContactInformation },
  { id: 'social', Section: SocialProfile },
  { id: 'opening-hours', Section: OpeningHoursSection },
  { id: 'calendar-feed', Section: IcsFeedCard },
  { id: 'mail', Section: MailSettingsPanel },
  { id: 'accounts', Section: AccountsSection },
];
