import type { Lang } from '../kernel/lang.ts';
import type { DomainCommand } from '../kernel/command.ts';

export type ReceiveContactMessage = DomainCommand<
  'ReceiveContactMessage',
  {
    messageId: string;
    name: string;
    email: string;
    subject?: string | null;
    message: string;
    receivedAt: string;
    lang: Lang;
  }
>;

/** Opening a message in the inbox marks it read; a second opening changes nothing. */
export type MarkContactMessageRead = DomainCommand<'MarkContactMessageRead', { messageId: string; at: string }>;

/** Archiving takes a message out of the inbox's list; it stays in the history and under "Archived". */
export type ArchiveContactMessage = DomainCommand<'ArchiveContactMessage', { messageId: string; at: string }>;

export type ContactMessageCommand = ReceiveContactMessage | MarkContactMessageRead | ArchiveContactMessage;
