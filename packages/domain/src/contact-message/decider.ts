import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { PERSONAL_DATA_ERASED } from '../request/events.ts';
import type { ArchiveContactMessage, ContactMessageCommand, MarkContactMessageRead, ReceiveContactMessage } from './commands.ts';
import {
  CONTACT_MESSAGE_ARCHIVED,
  CONTACT_MESSAGE_PII,
  CONTACT_MESSAGE_READ,
  CONTACT_MESSAGE_RECEIVED,
  type ContactMessageEvent,
  type ContactMessageReceived,
} from './events.ts';

export interface ContactMessageState {
  received: boolean;
  read: boolean;
  archived: boolean;
}

export const initialContactMessageState: ContactMessageState = { received: false, read: false, archived: false };

export function evolveContactMessage(state: ContactMessageState, event: ContactMessageEvent): ContactMessageState {
  switch (event.type) {
    case CONTACT_MESSAGE_RECEIVED:
      return { ...state, received: true };
    case CONTACT_MESSAGE_READ:
      return { ...state, read: true };
    case CONTACT_MESSAGE_ARCHIVED:
      return { ...state, archived: true };
    case PERSONAL_DATA_ERASED:
      return state;
    default:
      return assertNever(event);
  }
}

/** What the API names in its 404 (error-handler.ts). */
export const CONTACT_MESSAGE_ENTITY = 'contact message';

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

function received(state: ContactMessageState, messageId: string): void {
  if (!state.received) throw new NotFound(CONTACT_MESSAGE_ENTITY, messageId);
}

/** The first opening is the fact worth keeping; opening it again records nothing. */
function markRead(command: MarkContactMessageRead, state: ContactMessageState): ContactMessageEvent[] {
  const { messageId, at } = command.data;
  received(state, messageId);
  return state.read ? [] : [{ type: CONTACT_MESSAGE_READ, data: { messageId, readAt: at } }];
}

function archive(command: ArchiveContactMessage, state: ContactMessageState): ContactMessageEvent[] {
  const { messageId, at } = command.data;
  received(state, messageId);
  return state.archived ? [] : [{ type: CONTACT_MESSAGE_ARCHIVED, data: { messageId, archivedAt: at } }];
}

/** A message is received once; it can then be read and archived (each once), and erased (by the event store). */
export function decideContactMessage(command: ContactMessageCommand, state: ContactMessageState): ContactMessageEvent[] {
  switch (command.type) {
    case 'ReceiveContactMessage':
      return receive(command, state);
    case 'MarkContactMessageRead':
      return markRead(command, state);
    case 'ArchiveContactMessage':
      return archive(command, state);
    default:
      return assertNever(command);
  }
}

export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> = {
  initialState: initialContactMessageState,
  evolve: evolveContactMessage,
  decide: decideContactMessage,
};
