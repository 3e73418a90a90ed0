import type { ContactMessageListItem } from '@atelier/contracts';

/**
 * The mailto: that answers a message: to its sender, subject "Re: <subject>" (the fallback
 * when she gave none). Each part is percent-encoded, so a subject with "&" or "?" stays whole.
 */
export function replyHref(message: Pick<ContactMessageListItem, 'email' | 'subject'>, fallbackSubject: string): string {
  const subject = `Re: ${message.subject ?? fallbackSubject}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
