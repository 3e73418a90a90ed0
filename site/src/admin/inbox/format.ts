import type { ContactMessageListItem } from '@atelier/contracts';
import { format } from 'date-fns';
import { INBOX_TEXT } from './text.ts';

/** The moment a message arrived, in the admin's time zone. */
export const receivedAt = (iso: string): string => format(new Date(iso), 'yyyy-MM-dd HH:mm');

/** The sender as the list shows her; an erased message has no name left to show. */
export const senderOf = (message: ContactMessageListItem): string => (message.erased ? INBOX_TEXT.erasedName : message.name);

export const subjectOf = (message: ContactMessageListItem): string => message.subject ?? INBOX_TEXT.noSubject;
