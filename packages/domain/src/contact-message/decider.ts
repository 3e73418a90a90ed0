import { assertNever, type Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { PERSONAL_DATA_ERASED } from '../request-status/events.ts';
import type { ContactMessageCommand, ReceiveContactMessage } from './commands.ts';
import { CONTACT_MESSAGE_PII, CONTACT_MESSAGE_RECEIVED, type ContactMessageEvent, type ContactMessageReceived } from './events.ts';

export interface ContactMessageState {
  received: boolean;
}

export const initialContactMessageState: ContactMessageState = { received: false };

export function evolveContactMessage(state: ContactMessageState, event: ContactMessageEvent): ContactMessageState {
  switch (event.type) {
    case CONTACT_MESSAGE_RECEIVED:
      return { received: true };
    case PERSONAL_DATA_ERASED:
      return state;
    default:
      return assertNever(event);
  }
}

function receive(command: ReceiveContactMessage, state: ContactMessageState): [ContactMessageReceived] {
  const c = command.data;
  // A reused id must never overwrite the first message.
  if (state.received) throw new DomainError(`Contact message ${c.messageId} already received`);
  // Copied field by field: nothing the caller added by accident reaches the permanent history.
  const data = {
    messageId: c.messageId,
    name: c.name,
    email: c.email,
    subject: c.subject ?? null,
    message: c.message,
    receivedAt: c.receivedAt,
    lang: c.lang,
  };
  return [{ type: CONTACT_MESSAGE_RECEIVED, data, pii: CONTACT_MESSAGE_PII }];
}

/** One command so far: a message is received once, and only erased after that. */
export function decideContactMessage(command: ContactMessageCommand, state: ContactMessageState): ContactMessageEvent[] {
  return receive(command, state);
}

export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> = {
  initialState: initialContactMessageState,
  evolve: evolveContactMessage,
  decide: decideContactMessage,
};
