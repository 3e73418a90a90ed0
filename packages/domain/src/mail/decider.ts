import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { MailCommand } from './commands.ts';
import { MAIL_NOT_SENT, MAIL_RESEND_REQUESTED, MAIL_SEND_FAILED, MAIL_SEND_STARTED, MAIL_SENT, type MailEvent } from './events.ts';

/** pending: waiting for a sender (at `retryAt` at the earliest); sending: an attempt holds it until `leaseUntil`. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'not-sent';

export interface MailState {
  status: MailStatus;
  attempt: number;
  leaseUntil: string | null;
  retryAt: string | null;
}

export const initialMailState: MailState = { status: 'pending', attempt: 0, leaseUntil: null, retryAt: null };

/** The entry is not the sender's to take now: sent, put aside, failed, held by another attempt, or not due. */
export class MailNotDue extends DomainError {
  override name = 'MailNotDue';
  constructor(
    readonly outboxId: string,
    readonly status: MailStatus,
  ) {
    super(`Mail ${outboxId} is ${status}: not to be sent now`);
  }
}

export function evolveMail(state: MailState, event: MailEvent): MailState {
  switch (event.type) {
    case MAIL_SEND_STARTED:
      return { ...state, status: 'sending', attempt: event.data.attempt, leaseUntil: event.data.leaseUntil };
    case MAIL_SENT:
      return { ...state, status: 'sent', leaseUntil: null };
    case MAIL_SEND_FAILED:
      return { ...state, status: event.data.retryAt === null ? 'failed' : 'pending', leaseUntil: null, retryAt: event.data.retryAt };
    case MAIL_NOT_SENT:
      return { ...state, status: 'not-sent', leaseUntil: null };
    case MAIL_RESEND_REQUESTED:
      return { ...initialMailState };
    default:
      return assertNever(event);
  }
}

/** An attempt may start on a pending entry that is due, or on one whose last attempt's lease ran out (its sender died). */
function mayStart(state: MailState, at: string): boolean {
  if (state.status === 'pending') return state.retryAt === null || at >= state.retryAt;
  return state.status === 'sending' && state.leaseUntil !== null && at >= state.leaseUntil;
}

/**
 * Instants are ISO strings in UTC ("2026-11-28T10:00:00.000Z"), so they compare as text.
 * An outcome is recorded only while an attempt holds the entry: whichever attempt finishes
 * first records it, and a later one is told the entry is no longer sending.
 */
export function decideMail(command: MailCommand, state: MailState): MailEvent[] {
  const { outboxId, at } = command.data;
  switch (command.type) {
    case 'StartMailSend':
      if (!mayStart(state, at)) throw new MailNotDue(outboxId, state.status);
      if (command.data.leaseUntil <= at) throw new DomainError('A lease ends after it starts');
      return [{ type: MAIL_SEND_STARTED, data: { outboxId, at, attempt: state.attempt + 1, leaseUntil: command.data.leaseUntil } }];
    case 'RecordMailSent': {
      if (state.status !== 'sending') throw new MailNotDue(outboxId, state.status);
      const { attempt, messageId, response } = command.data;
      return [{ type: MAIL_SENT, data: { outboxId, at, attempt, messageId, response } }];
    }
    case 'RecordMailFailure': {
      if (state.status !== 'sending') throw new MailNotDue(outboxId, state.status);
      const { attempt, error, retryAt } = command.data;
      return [{ type: MAIL_SEND_FAILED, data: { outboxId, at, attempt, error, retryAt } }];
    }
    case 'PutMailAside':
      if (state.status !== 'pending' && state.status !== 'sending') throw new MailNotDue(outboxId, state.status);
      return [{ type: MAIL_NOT_SENT, data: { outboxId, at, reason: command.data.reason } }];
    case 'ResendMail':
      if (state.status !== 'failed') throw new MailNotDue(outboxId, state.status);
      return [{ type: MAIL_RESEND_REQUESTED, data: { outboxId, at } }];
    default:
      return assertNever(command);
  }
}

export const mailDecider: Decider<MailCommand, MailEvent, MailState> = {
  initialState: initialMailState,
  evolve: evolveMail,
  decide: decideMail,
};
