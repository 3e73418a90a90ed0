import type { DomainEvent } from '../kernel/decider.ts';

/**
 * One outbox entry's delivery (docs/architecture.md#side-effects, ADR 045): each attempt is
 * claimed before the mail leaves, and its outcome recorded, so two senders never send one
 * entry at once and a crash between the two is seen and retried with the same Message-ID.
 */
export const MAIL_SEND_STARTED = 'MailSendStarted';
export const MAIL_SENT = 'MailSent';
export const MAIL_SEND_FAILED = 'MailSendFailed';
export const MAIL_NOT_SENT = 'MailNotSent';
export const MAIL_RESEND_REQUESTED = 'MailResendRequested';

/** Why an entry was put aside without sending: her data was erased, the designer switched that notice off, or nobody to send it to. */
export const MAIL_NOT_SENT_REASONS = ['erased', 'switched-off', 'no-recipient'] as const;
export type MailNotSentReason = (typeof MAIL_NOT_SENT_REASONS)[number];

interface MailData extends Record<string, unknown> {
  outboxId: string;
  at: string;
}

export interface MailSendStartedData extends MailData {
  /** 1 for the first try, then one more for each retry (a resend starts again from 1). */
  attempt: number;
  /** Until when this attempt holds the entry; after it, a sender may take it again. */
  leaseUntil: string;
}

export interface MailSentData extends MailData {
  attempt: number;
  messageId: string;
  /** The SMTP server's answer ("250 2.0.0 Ok: queued as …"), or where the .eml file was written. */
  response: string;
}

export interface MailSendFailedData extends MailData {
  attempt: number;
  error: string;
  /** When to try again; null when this was the last try: the entry is failed until someone sends it again. */
  retryAt: string | null;
}

export interface MailNotSentData extends MailData {
  reason: MailNotSentReason;
}

export type MailSendStarted = DomainEvent<typeof MAIL_SEND_STARTED, MailSendStartedData>;
export type MailSent = DomainEvent<typeof MAIL_SENT, MailSentData>;
export type MailSendFailed = DomainEvent<typeof MAIL_SEND_FAILED, MailSendFailedData>;
export type MailNotSent = DomainEvent<typeof MAIL_NOT_SENT, MailNotSentData>;
/** An admin asked for a failed mail to be tried again. */
export type MailResendRequested = DomainEvent<typeof MAIL_RESEND_REQUESTED, MailData>;

export type MailEvent = MailSendStarted | MailSent | MailSendFailed | MailNotSent | MailResendRequested;
export const MAIL_EVENT_TYPES = [MAIL_SEND_STARTED, MAIL_SENT, MAIL_SEND_FAILED, MAIL_NOT_SENT, MAIL_RESEND_REQUESTED] as const;
