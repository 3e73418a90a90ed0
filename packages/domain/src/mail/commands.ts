import type { DomainCommand } from '../kernel/command.ts';
import type { MailNotSentReason } from './events.ts';

export type StartMailSend = DomainCommand<'StartMailSend', { outboxId: string; at: string; leaseUntil: string }>;
export type RecordMailSent = DomainCommand<'RecordMailSent', { outboxId: string; attempt: number; at: string; messageId: string; response: string }>;
export type RecordMailFailure = DomainCommand<'RecordMailFailure', { outboxId: string; attempt: number; at: string; error: string; retryAt: string | null }>;
export type PutMailAside = DomainCommand<'PutMailAside', { outboxId: string; at: string; reason: MailNotSentReason }>;
export type ResendMail = DomainCommand<'ResendMail', { outboxId: string; at: string }>;

export type MailCommand = StartMailSend | RecordMailSent | RecordMailFailure | PutMailAside | ResendMail;
