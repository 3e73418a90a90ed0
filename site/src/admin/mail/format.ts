import type { MailLogEntry } from '@atelier/contracts';
import { longDateTime } from '../dates.ts';
import { MAIL_TEXT } from './text.ts';

/** Where the mail goes: her address or the atelier's; nothing left once she was erased. */
export const addressOf = (entry: MailLogEntry): string => (entry.erased ? MAIL_TEXT.erasedAddress : (entry.to ?? MAIL_TEXT.nobody));

/** "Vestido nº 12", or null for a mail about no request (a contact message, a test). */
const requestOf = (entry: MailLogEntry): string | null =>
  entry.request === null ? null : MAIL_TEXT.requestLabel(MAIL_TEXT.requestTypes[entry.request.type], entry.request.id);

/** The moment that matters most: when it went out, else when it was called for. */
export const whenOf = (entry: MailLogEntry): string => longDateTime(entry.sentAt ?? entry.createdAt);

/** What kind of mail, and what it is about: "Nueva solicitud · Vestido nº 12". */
export const kindOf = (entry: MailLogEntry): string => [MAIL_TEXT.templates[entry.template], requestOf(entry)].filter(Boolean).join(' · ');

/** The mail's subject as it goes out; an erased client's has nothing left to show, and one for nobody is named by its kind. */
export const subjectOf = (entry: MailLogEntry): string => (entry.erased ? MAIL_TEXT.erasedSubject : entry.subject || MAIL_TEXT.templates[entry.template]);
