import type { Lang } from '@atelier/contracts';
import type { DomainCommand } from '../shared/command.ts';

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

export type ContactMessageCommand = ReceiveContactMessage;
