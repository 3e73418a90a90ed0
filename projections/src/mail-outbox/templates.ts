import { createHash } from 'node:crypto';
import { MAIL_TEMPLATE_NAMES, type MailTemplateName } from '@atelier/contracts';
import type { MailRecipient } from './table.ts';

/** Every mail the outbox makes (docs/product.md#mail), by the name of its template in `@atelier/mail`. */
export const MAIL_TEMPLATES = MAIL_TEMPLATE_NAMES;
export type MailTemplate = MailTemplateName;

/** What an appointment mail says happened to the calendar event. */
export type AppointmentChange = 'scheduled' | 'rescheduled' | 'cancelled';

/**
 * The facts a mail needs that are not personal, kept in the entry's `params` (JSON); the
 * personal ones stay sealed in the source events, opened by the sender (ADR 045).
 */
export interface OutboxParams {
  'request-received': Record<string, never>;
  'request-new': Record<string, never>;
  'contact-new': Record<string, never>;
  'request-verdict': { verdict: 'approved' | 'denied' };
  /** `sequence` is the calendar event stream's version at this event: it rises with every change (the ICS SEQUENCE). */
  appointment: { calendarEventId: number; change: AppointmentChange; date: string; milestone: string; sequence: number };
  'atelier-reply': { messageNumber: number };
  'client-message': { messageNumber: number };
  'client-link': Record<string, never>;
  /** The commission's quote (docs/product.md#commissions): its lines are read from the event itself. */
  'quote-sent': { quote: number };
  'fabric-chosen': { fabric: number };
  test: Record<string, never>;
}

/**
 * The entry's id: the SHA-256 (hex, first 32 characters) of the source event's id, the
 * template and the recipient, so a rebuild makes the same ids and an event applied twice
 * makes no second entry (ADR 045).
 */
export function outboxIdOf(eventId: string, template: MailTemplate, recipient: MailRecipient): string {
  return createHash('sha256').update(`${eventId}\0${template}\0${recipient}`, 'utf8').digest('hex').slice(0, 32);
}

/** Who a template goes to: the client of a request, or the designer. */
export const RECIPIENT_OF: Record<MailTemplate, MailRecipient> = {
  'request-received': 'client',
  'request-new': 'designer',
  'contact-new': 'designer',
  'request-verdict': 'client',
  appointment: 'client',
  'atelier-reply': 'client',
  'client-message': 'designer',
  'client-link': 'client',
  'quote-sent': 'client',
  'fabric-chosen': 'designer',
  test: 'designer',
};
