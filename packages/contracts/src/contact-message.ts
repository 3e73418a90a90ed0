import * as v from 'valibot';
import { MAX_LENGTH, emailField, optionalText, requiredText } from './fields.ts';

/** The home page contact form (docs/product.md#validation); its messages are stored for the admin inbox (docs/product.md#forms). */
export const contactMessageSchema = v.object({
  name: requiredText('nameRequired', 1, MAX_LENGTH.name),
  email: emailField('contactEmail'),
  subject: optionalText(MAX_LENGTH.line),
  message: requiredText('contactMessage', 10, MAX_LENGTH.text),
});

export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;
export type ContactMessageOutput = v.InferOutput<typeof contactMessageSchema>;

/**
 * The honeypot: a field people never see (hidden from view and from assistive technology)
 * that form-filling robots do fill. A message that fills it is answered like any other and
 * never stored (ADR 019).
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** POST /api/contact-messages: the form's fields and the honeypot, reduced to whether it was filled. */
export const contactMessageSubmissionSchema = v.object({
  ...contactMessageSchema.entries,
  [CONTACT_HONEYPOT_FIELD]: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((value) => value.trim() !== ''),
  ),
});

export type ContactMessageSubmission = v.InferOutput<typeof contactMessageSubmissionSchema>;

/** The 201 answer of POST /api/contact-messages: the same for a stored message and a caught robot. */
export type ContactMessageAccepted = { id: string; received: true };

const nullableString = v.nullable(v.string());

/**
 * One message of GET /api/contact-messages, newest first. Once erased, its personal fields
 * read '[erased]' (subject: null) and `erased` is true. Archived ones are listed too: the
 * inbox shows them apart.
 */
export const contactMessageListItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  subject: nullableString,
  message: v.string(),
  lang: v.picklist(['es', 'en']),
  receivedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When someone in the atelier first opened it; null while unread. */
  readAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** When it was archived; null while it is in the inbox. */
  archivedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  erased: v.boolean(),
});

export type ContactMessageListItem = v.InferOutput<typeof contactMessageListItemSchema>;
