import { MAIL_NOT_SENT_REASONS, isMailTemplateName, type MailLogEntry, type MailNotSentReasonName } from '@atelier/contracts';
import type { OutboxEntry } from '@atelier/projections';

/** Where an entry's mail goes, as the log shows it (mail/recipients.ts). */
export interface MailAddress {
  /** The address; ERASED once she was erased; null when there is nobody to send it to. */
  to: string | null;
  /** Her data was erased: the row says so, or her request does. */
  erased: boolean;
}

const isReason = (value: string | null): value is MailNotSentReasonName => value !== null && (MAIL_NOT_SENT_REASONS as readonly string[]).includes(value);

/** An outbox row as the mail log's entry (docs/product.md#mail): the one mapping from the read model to the answer. */
export function toMailLogEntry(row: OutboxEntry, address: MailAddress, subject: string): MailLogEntry {
  if (!isMailTemplateName(row.template)) throw new Error(`outbox entry ${row.outbox_id} names an unknown template ${row.template}`);
  return {
    id: row.outbox_id,
    template: row.template,
    recipient: row.recipient,
    to: address.to,
    subject,
    lang: row.lang === 'en' ? 'en' : 'es',
    status: row.status,
    notSentReason: isReason(row.not_sent_reason) ? row.not_sent_reason : null,
    erased: address.erased,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    request: row.request_type === 'dress' || row.request_type === 'concept' ? (row.request_id === null ? null : { type: row.request_type, id: row.request_id }) : null,
  };
}
