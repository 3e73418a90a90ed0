import type { ReadModelTable } from '../read-model-table.ts';

/** Who a mail is for: the client of a request, or the designer (the `contactEmail` setting). */
export type MailRecipient = 'client' | 'designer';

/** Where an outbox entry stands; folded from its `mail-<id>` stream (ADR 045). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'not-sent';

/**
 * The outbox (ADR 045): one row per mail an event calls for, with its delivery's state. Facts
 * only: the personal data stays sealed in the source events, opened by the sender.
 */
export interface MailOutboxTable {
  /** SHA-256 (hex, 32 characters) of the source event's id, the template and the recipient. */
  outbox_id: string;
  /** One of `@atelier/mail`'s templates: request-received, request-new, contact-new, … */
  template: string;
  recipient: MailRecipient;
  /** The language the mail is written in: the request's (its form's), the contact message's, or 'es' for the designer. */
  lang: string;
  /** The stream whose event made the entry, and that event: the sender opens its personal data there. */
  source_stream_id: string;
  source_event_id: string;
  /** The request the mail is about (`dress-order-12`), when there is one. */
  request_stream_id: string | null;
  request_type: string | null;
  request_id: number | null;
  /** JSON of the facts the mail needs that are not personal: a calendar event's id, date, milestone, change and sequence; a message's number; a verdict. */
  params: string;
  /** The source event's time, ISO: the log's order. */
  created_at: string;
  status: OutboxStatus;
  /** Why a `not-sent` entry was put aside: erased, switched-off or no-recipient. */
  not_sent_reason: string | null;
  attempts: number;
  retry_at: string | null;
  lease_until: string | null;
  message_id: string | null;
  /** The SMTP server's answer, or where the .eml file was written. */
  response: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** Her data was erased: nothing more goes to her, and the log says so. */
  erased: boolean;
  /** The version of the last event of the entry's `mail-<id>` stream folded in (-1: none): an older one changes nothing. */
  mail_version: number;
}

declare module '@atelier/event-store' {
  interface Database {
    rm_mail_outbox: MailOutboxTable;
  }
}

export const mailOutboxTable: ReadModelTable<'rm_mail_outbox'> = {
  name: 'rm_mail_outbox',
  version: 1,
  key: ['outbox_id'],
  columns: (table) =>
    table
      .addColumn('outbox_id', 'text', (c) => c.primaryKey())
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('source_stream_id', 'text', (c) => c.notNull())
      .addColumn('source_event_id', 'text', (c) => c.notNull())
      .addColumn('request_stream_id', 'text')
      .addColumn('request_type', 'text')
      .addColumn('request_id', 'integer')
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('not_sent_reason', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('retry_at', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('message_id', 'text')
      .addColumn('response', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('erased', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('mail_version', 'integer', (c) => c.notNull().defaultTo(-1)),
};
