import * as v from 'valibot';
import { MAX_LENGTH, emailField, phoneField, requiredText } from './fields.ts';
import { isHttpUrl } from './formats.ts';
import { localized } from './messages.ts';
import { DEFAULT_OPENING_HOURS, openingHoursSchema } from './opening-hours.ts';

/** The settings that are one line of text each; the opening hours are a setting of their own shape (opening-hours.ts). */
export const SITE_SETTING_KEYS = ['contactAddress', 'contactPhone', 'contactEmail', 'socialUrl'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const isSiteSettingKey = (value: string): value is SiteSettingKey => (SITE_SETTING_KEYS as readonly string[]).includes(value);

/** The path segment of PUT /api/site-settings/{key} that saves the opening hours. */
export const OPENING_HOURS_SETTING = 'openingHours';

/** GET /api/site-settings: the atelier's contact details, its social profile and its opening hours. */
export const siteSettingsSchema = v.object({
  contactAddress: v.string(),
  contactPhone: v.string(),
  contactEmail: v.string(),
  /** The social profile (Instagram): always an http(s) link, opened in a new tab. */
  socialUrl: v.pipe(v.string(), v.check(isHttpUrl)),
  openingHours: openingHoursSchema,
});

export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

/** Placeholders shown until the owner saves her own details, and whenever settings cannot be read (docs/product.md#messages). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactAddress: 'Calle de Serrano 1, 28001 Madrid',
  contactPhone: '+34 600 000 000',
  contactEmail: 'info@atelier.example',
  socialUrl: 'https://www.instagram.com/atelier.altacostura/',
  openingHours: DEFAULT_OPENING_HOURS,
};

/** The social profile's value: an http(s) link, never blank (a link must lead somewhere). */
const socialUrlValue = () =>
  v.pipe(v.string(localized('socialUrl')), v.trim(), v.maxLength(MAX_LENGTH.link, localized('socialUrl')), v.check(isHttpUrl, localized('socialUrl')));

/**
 * What each setting may hold (docs/product.md#validation): an address that is not blank (the
 * footer shows it), a phone of at least 10 characters, a real email, an http(s) profile link.
 * The settings form and PUT /api/site-settings/{key} both validate with these.
 */
export const SITE_SETTING_VALUES = {
  contactAddress: requiredText('contactAddress', 1, MAX_LENGTH.line),
  contactPhone: phoneField(),
  contactEmail: emailField('email'),
  socialUrl: socialUrlValue(),
} satisfies Record<SiteSettingKey, v.GenericSchema<unknown, string>>;

/** The settings screen's form: every setting at once, each checked by its own rule. */
export const siteSettingsFormSchema = v.object(SITE_SETTING_VALUES);

/** PUT /api/site-settings/{key}: `{ value }`, one setting at a time, checked by that setting's rule. */
const UPDATE_SCHEMAS = {
  contactAddress: v.object({ value: SITE_SETTING_VALUES.contactAddress }),
  contactPhone: v.object({ value: SITE_SETTING_VALUES.contactPhone }),
  contactEmail: v.object({ value: SITE_SETTING_VALUES.contactEmail }),
  socialUrl: v.object({ value: SITE_SETTING_VALUES.socialUrl }),
};

export const siteSettingUpdateSchemaFor = <K extends SiteSettingKey>(key: K): (typeof UPDATE_SCHEMAS)[K] => UPDATE_SCHEMAS[key];

export interface SiteSettingUpdate {
  value: string;
}

/** A stored value for `key` that the site may show; anything else falls back to the default. */
export const isUsableSiteSetting = (key: SiteSettingKey, value: string): boolean => key !== 'socialUrl' || isHttpUrl(value);

/**
 * The switches of the designer's mail notices (docs/product.md#mail), saved as settings of
 * their own beside the footer's: 'on' or 'off', on until switched off. Not in the public
 * answer above: only the back office reads them.
 */
export const MAIL_NOTICE_KEYS = ['notifyNewRequest', 'notifyContactMessage', 'notifyClientMessage'] as const;
export type MailNoticeKey = (typeof MAIL_NOTICE_KEYS)[number];
export const isMailNoticeKey = (value: string): value is MailNoticeKey => (MAIL_NOTICE_KEYS as readonly string[]).includes(value);
export const MAIL_NOTICE_VALUES = ['on', 'off'] as const;
