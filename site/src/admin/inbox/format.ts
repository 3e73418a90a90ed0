import type { ContactMessageListItem } from '@atelier/contracts';
import { longDateTime } from '../dates.ts';
import { INBOX_TEXT } from './text.ts';

/** The moment a message arrived, in the admin's time zone and language. */
export const receivedAt = (iso: string): string => longDateTime(iso);

/** The sender as the list shows her; an erased message has no name left to show. */
export const senderOf = (message: ContactMessageListItem): string => (message.erased ? INBOX_TEXT.erasedName : message.name);

export const subjectOf = (message: ContactMessageListItem): string => message.subject ?? INBOX_TEXT.noSubject;
