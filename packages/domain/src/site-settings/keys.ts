/** The settings the owner can change: the footer's contact details and the social profile. */
export const SITE_SETTING_KEYS = ['contactAddress', 'contactPhone', 'contactEmail', 'socialUrl'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const isSiteSettingKey = (value: string): value is SiteSettingKey => (SITE_SETTING_KEYS as readonly string[]).includes(value);

/**
 * The switches of the designer's mail notices (docs/product.md#mail): a new request, a contact
 * message, a client's message from her page. Each is 'on' or 'off', and on until switched off.
 */
export const MAIL_NOTICE_KEYS = ['notifyNewRequest', 'notifyContactMessage', 'notifyClientMessage'] as const;
export type MailNoticeKey = (typeof MAIL_NOTICE_KEYS)[number];
export const MAIL_NOTICE_VALUES = ['on', 'off'] as const;

export const isMailNoticeKey = (value: string): value is MailNoticeKey => (MAIL_NOTICE_KEYS as readonly string[]).includes(value);

/** Every key a SiteSettingChanged may carry: a line of the footer, or a mail notice's switch. */
export type SettingKey = SiteSettingKey | MailNoticeKey;
