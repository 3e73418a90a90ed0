import type { MessageAuthor, RequestThreadMessage } from '@atelier/contracts';
import { customConceptStream, dressOrderStream, type AggregateStream, type DomainEvent, type RequestState, type ThreadCommand } from '@atelier/domain';
import type { CommandPlan } from '../routing/command-route.ts';
import type { RequestKey } from './path-key.ts';

/** What follows a request's submission on its stream (docs/product.md#the-clients-page). */
export type ThreadPlan = CommandPlan<ThreadCommand, DomainEvent, RequestState>;

/** A request's stream, of either kind, as its thread's commands see it. */
export function requestThreadStream(key: RequestKey): AggregateStream<ThreadCommand, DomainEvent, RequestState> {
  return key.type === 'dress' ? dressOrderStream(key.id) : customConceptStream(key.id);
}

/**
 * A message in the request's thread, from the atelier (the staff's dialog) or from the client
 * (her page). The answer is the message as the thread shows it: its number comes from the
 * stream, its text trimmed as the domain stores it. An unknown or erased request is the
 * domain's NotFound (404).
 */
export function postMessagePlan(key: RequestKey, from: MessageAuthor, text: string, at: string): ThreadPlan {
  return {
    stream: requestThreadStream(key),
    command: { type: 'PostRequestMessage', data: { requestId: key.id, from, text, at } },
    answer: (state): RequestThreadMessage => ({ number: state.messages, from, text: text.trim(), at, unread: from === 'client' }),
  };
}

/** The staff have read her messages up to `upTo`; answers how far the thread is read now. */
export function markThreadReadPlan(key: RequestKey, upTo: number, at: string): ThreadPlan {
  return {
    stream: requestThreadStream(key),
    command: { type: 'MarkRequestThreadRead', data: { requestId: key.id, upTo, at } },
    answer: (state) => ({ readUpTo: state.readUpTo }),
  };
}
