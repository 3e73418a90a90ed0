import type { Lang } from '../kernel/lang.ts';
import type { DomainEvent } from '../kernel/decider.ts';
import type { PersonalDataErased } from '../request/events.ts';

export const CONTACT_MESSAGE_RECEIVED = 'ContactMessageReceived';
export const CONTACT_MESSAGE_READ = 'ContactMessageRead';
export const CONTACT_MESSAGE_ARCHIVED = 'ContactMessageArchived';

/** Keys encrypted with the message's own key, so erasing the key erases the sender (docs/product.md#erasure). */
export const CONTACT_MESSAGE_PII = ['name', 'email', 'subject', 'message'] as const;

export interface ContactMessageReceivedData extends Record<string, unknown> {
  messageId: string;
  name: string;
  email: string;
  /** null rather than absent, so the event reads back from JSON exactly as it was written. */
  subject: string | null;
  message: string;
  receivedAt: string;
  /** The language of the page it was sent from: the atelier answers in it. */
  lang: Lang;
}

/** A visitor's message from the home page's contact form. */
export type ContactMessageReceived = DomainEvent<typeof CONTACT_MESSAGE_RECEIVED, ContactMessageReceivedData>;

/** Someone in the atelier opened the message (the event's metadata says who). */
export type ContactMessageRead = DomainEvent<typeof CONTACT_MESSAGE_READ, { messageId: string; readAt: string }>;

/** The message was dealt with and put away. */
export type ContactMessageArchived = DomainEvent<typeof CONTACT_MESSAGE_ARCHIVED, { messageId: string; archivedAt: string }>;

export type ContactMessageEvent = ContactMessageReceived | ContactMessageRead | ContactMessageArchived | PersonalDataErased;
