import { describe, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { MailCommand } from './commands.ts';
import { MailNotDue, mailDecider } from './decider.ts';
import type { MailEvent } from './events.ts';

const given = DeciderSpecification.for(mailDecider);
const outboxId = 'request-received-client-3f2a';
const t = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute)).toISOString();

const start = (minute: number, leaseMinutes = 2): MailCommand => ({ type: 'StartMailSend', data: { outboxId, at: t(minute), leaseUntil: t(minute + leaseMinutes) } });
const started = (attempt: number, minute: number, leaseMinutes = 2): MailEvent => ({
  type: 'MailSendStarted',
  data: { outboxId, at: t(minute), attempt, leaseUntil: t(minute + leaseMinutes) },
});
const sent = (attempt: number, minute: number): MailEvent => ({ type: 'MailSent', data: { outboxId, at: t(minute), attempt, messageId: '<m@a>', response: '250 Ok' } });
const failed = (attempt: number, minute: number, retryAt: string | null): MailEvent => ({ type: 'MailSendFailed', data: { outboxId, at: t(minute), attempt, error: 'ECONNREFUSED', retryAt } });
const recordSent = (attempt: number, minute: number): MailCommand => ({ type: 'RecordMailSent', data: { outboxId, at: t(minute), attempt, messageId: '<m@a>', response: '250 Ok' } });
const recordFailure = (attempt: number, minute: number, retryAt: string | null): MailCommand => ({
  type: 'RecordMailFailure',
  data: { outboxId, at: t(minute), attempt, error: 'ECONNREFUSED', retryAt },
});

describe('the delivery of one outbox entry', () => {
  it('is claimed by one attempt, then recorded sent once', () => {
    given([]).when(start(0)).then([started(1, 0)]);
    given([started(1, 0)]).when(recordSent(1, 1)).then([sent(1, 1)]);
    given([started(1, 0), sent(1, 1)]).when(start(5)).thenThrows(MailNotDue, 'is sent');
    given([started(1, 0), sent(1, 1)]).when(recordSent(1, 2)).thenThrows(MailNotDue);
  });

  it('is not taken by a second sender while an attempt holds it, but is after its lease runs out (its sender died)', () => {
    given([started(1, 0)]).when(start(1)).thenThrows(MailNotDue, 'is sending');
    given([started(1, 0)]).when(start(2)).then([started(2, 2)]);
  });

  it('waits for its retry after a failure, and is failed after the last try until an admin sends it again', () => {
    given([started(1, 0)]).when(recordFailure(1, 0, t(10))).then([failed(1, 0, t(10))]);
    given([started(1, 0), failed(1, 0, t(10))]).when(start(9)).thenThrows(MailNotDue, 'is pending');
    given([started(1, 0), failed(1, 0, t(10))]).when(start(10)).then([started(2, 10)]);
    const gaveUp = [started(1, 0), failed(1, 0, null)];
    given(gaveUp).when(start(30)).thenThrows(MailNotDue, 'is failed');
    given(gaveUp).when({ type: 'ResendMail', data: { outboxId, at: t(31) } }).then([{ type: 'MailResendRequested', data: { outboxId, at: t(31) } }]);
    given([...gaveUp, { type: 'MailResendRequested', data: { outboxId, at: t(31) } }]).when(start(32)).then([started(1, 32)]);
  });

  it('is sent again only when it failed', () => {
    given([]).when({ type: 'ResendMail', data: { outboxId, at: t(0) } }).thenThrows(MailNotDue, 'is pending');
    given([started(1, 0), sent(1, 1)]).when({ type: 'ResendMail', data: { outboxId, at: t(2) } }).thenThrows(MailNotDue, 'is sent');
  });

  it('is put aside, for good, when there is nobody to send it to', () => {
    const aside: MailCommand = { type: 'PutMailAside', data: { outboxId, at: t(1), reason: 'erased' } };
    given([started(1, 0)]).when(aside).then([{ type: 'MailNotSent', data: { outboxId, at: t(1), reason: 'erased' } }]);
    given([started(1, 0), sent(1, 1)]).when(aside).thenThrows(MailNotDue);
    given([{ type: 'MailNotSent', data: { outboxId, at: t(1), reason: 'erased' } }]).when(start(2)).thenThrows(MailNotDue, 'is not-sent');
  });

  it('refuses a lease that ends before it starts', () => {
    given([]).when(start(5, 0)).thenThrows(DomainError, 'A lease ends after it starts');
  });
});
