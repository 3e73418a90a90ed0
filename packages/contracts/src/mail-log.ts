import * as v from 'valibot';
import type { Lang } from './i18n.ts';
import { localized } from './messages.ts';
import { REQUEST_TYPES } from './request-status.ts';
import { MAIL_NOTICE_VALUES, type MailNoticeKey } from './site-settings.ts';

/**
 * The mail log and the mail previews (docs/product.md#mail, ADR 045): what the staff read of
 * the outbox, and the admin's "send again" and test mail.
 */

/** Every mail's template: the one list `@atelier/mail` renders and the outbox makes entries of. */
export const MAIL_TEMPLATE_NAMES = [
  'request-received',
  'request-new',
  'contact-new',
  'request-verdict',
  'appointment',
  'atelier-reply',
  'client-message',
  'client-link',
  'quote-sent',
  'fabric-chosen',
  'test',
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];

export const isMailTemplateName = (value: string): value is MailTemplateName => (MAIL_TEMPLATE_NAMES as readonly string[]).includes(value);

/** Who a mail is for: the client of a request, or the designer (the `contactEmail` setting). */
export const MAIL_RECIPIENTS = ['client', 'designer'] as const;
export type MailRecipientKind = (typeof MAIL_RECIPIENTS)[number];

/** Where an entry stands: waiting, held by an attempt, sent, failed after its last try, or put aside. */
export const MAIL_LOG_STATUSES = ['pending', 'sending', 'sent', 'failed', 'not-sent'] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];

/** Why a `not-sent` entry was put aside. */
export const MAIL_NOT_SENT_REASONS = ['erased', 'switched-off', 'no-recipient'] as const;
export type MailNotSentReasonName = (typeof MAIL_NOT_SENT_REASONS)[number];

/** A status as a word inside a sentence ("this one is sent"). */
export const MAIL_STATUS_WORDS: Record<Lang, Record<MailLogStatus, string>> = {
  es: { pending: 'pendiente', sending: 'enviándose', sent: 'enviado', failed: 'fallido', 'not-sent': 'sin enviar' },
  en: { pending: 'pending', sending: 'being sent', sent: 'sent', failed: 'failed', 'not-sent': 'not sent' },
};

/** An outbox entry's id: the hex SHA-256 the outbox derives from its source (ADR 045). */
export const MAIL_ID_PATTERN = /^[0-9a-f]{16,64}$/;

/** How many entries one page of the log holds, unless `limit` asks for fewer or more. */
export const MAIL_LOG_PAGE = { default: 30, max: 100 } as const;

/** GET /api/mail?before=&limit=: the page after the entry `before` (the last one shown), `limit` entries at most. */
export const mailLogQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(MAIL_ID_PATTERN, localized('invalidMailId')))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,2}$/, localized('mailLogLimit', { max: MAIL_LOG_PAGE.max })),
      v.transform(Number),
      v.maxValue(MAIL_LOG_PAGE.max, localized('mailLogLimit', { max: MAIL_LOG_PAGE.max })),
    ),
    String(MAIL_LOG_PAGE.default),
  ),
});
export type MailLogQuery = v.InferOutput<typeof mailLogQuerySchema>;

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/**
 * One entry of the log, newest first. `to` is the designer's address (the `contactEmail`
 * setting), or the client's, opened from her request's sealed data: '[erased]' once she was
 * erased (`erased: true`), null when there is nobody to send it to. `subject` is the mail's
 * as it goes out: '[erased]' for an erased client's, '' for one with nobody to go to.
 */
export const mailLogEntrySchema = v.object({
  id: v.string(),
  template: v.picklist(MAIL_TEMPLATE_NAMES),
  recipient: v.picklist(MAIL_RECIPIENTS),
  to: v.nullable(v.string()),
  subject: v.string(),
  lang: v.picklist(['es', 'en']),
  status: v.picklist(MAIL_LOG_STATUSES),
  notSentReason: v.nullable(v.picklist(MAIL_NOT_SENT_REASONS)),
  erased: v.boolean(),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  sentAt: v.nullable(isoTimestamp),
  createdAt: isoTimestamp,
  /** The request the mail is about; null for a contact message's or a test mail. */
  request: v.nullable(v.object({ type: v.picklist(REQUEST_TYPES), id: v.number() })),
});
export type MailLogEntry = v.InferOutput<typeof mailLogEntrySchema>;

/** GET /api/mail: one page of entries, and the `before` of the next page (null on the last). */
export const mailLogPageSchema = v.object({
  entries: v.array(mailLogEntrySchema),
  next: v.nullable(v.string()),
});
export type MailLogPage = v.InferOutput<typeof mailLogPageSchema>;

/**
 * GET /api/mail/{id}/preview and GET /api/mail/templates/{template}/{lang}: a mail as it goes
 * out. The HTML is shown in a sandboxed frame (`sandbox=""`, srcdoc): nothing in it runs.
 * Two mails cannot be shown, and say why with every part empty (the subject '[erased]' for the
 * first): an erased client's (`erased`), and a designer's while her address is not saved
 * (`noRecipient`: the sender composes nothing for nobody).
 */
export const mailPreviewSchema = v.object({
  subject: v.string(),
  html: v.string(),
  text: v.string(),
  /** An appointment's mail carries a calendar invitation (text/calendar). */
  hasCalendar: v.boolean(),
  erased: v.boolean(),
  noRecipient: v.boolean(),
});
export type MailPreview = v.InferOutput<typeof mailPreviewSchema>;

/** POST /api/mail/{id}/resend: the entry is pending again. */
export type MailResendAnswer = { id: string; status: 'pending' };

/** POST /api/mail/test: the test mail's request (its stream is `mail-test-<requestId>`), and the address it goes to (the `contactEmail` setting). */
export type TestMailAnswer = { requestId: string; to: string };

/**
 * GET /api/mail/settings: where the designer's mails go (the `contactEmail` setting as the
 * owner saved it; null until she does) and whether each of her notices is on. Each switch is
 * saved with PUT /api/site-settings/{key} and `{ value: 'on' | 'off' }`.
 */
export type MailSettingsAnswer = { contactEmail: string | null; notices: Record<MailNoticeKey, boolean> };

/** PUT /api/site-settings/{notice} (a key of MAIL_NOTICE_KEYS): `{ value: 'on' | 'off' }`. */
export const mailNoticeUpdateSchema = v.object({ value: v.picklist(MAIL_NOTICE_VALUES, localized('mailNotice')) });
