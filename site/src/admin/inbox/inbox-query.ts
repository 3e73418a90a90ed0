import type { ContactMessageListItem } from '@atelier/contracts';
import { computed } from 'nanostores';
import { createQuery } from '../query.ts';

/** GET /api/contact-messages: every message, newest first (archived ones too). */
export const inboxQuery = createQuery<ContactMessageListItem[]>('/api/contact-messages');

/** Unread and not archived: what the header's badge counts. */
export const isUnread = (message: ContactMessageListItem): boolean => message.readAt === null && message.archivedAt === null;

/** The unread count, or null until the list has loaded. */
export const $unreadCount = computed(inboxQuery.$state, (state) => (state.status === 'success' ? state.data.filter(isUnread).length : null));
