import type { RequestType } from './request-type.ts';
import { DomainError, IllegalTransition, NotFound } from '../shared/errors.ts';
import type { GiveVerdict } from './commands.ts';
import { REQUEST_APPROVED, REQUEST_DENIED, type RequestVerdictGiven } from './events.ts';

/** 'none' is the state of a stream nobody has submitted to yet. */
export type RequestLifecycleStatus = 'none' | 'pending' | 'approved' | 'denied';

export interface RequestState {
  status: RequestLifecycleStatus;
}

export const initialRequestState: RequestState = { status: 'none' };

/** A request can be submitted once; a second submit (e.g. a reused id) must not overwrite the first. */
export function ensureNotSubmitted(state: RequestState, requestId: number): void {
  if (state.status !== 'none') throw new DomainError(`Request ${requestId} already submitted`);
}

/**
 * The one place where the verdict rules live, shared by dress orders and concepts:
 * only a pending request can be approved or denied, and there is no way back (spec §4).
 */
export function decideVerdict<T extends RequestType>(command: GiveVerdict, state: RequestState, requestType: T): [RequestVerdictGiven<T>] {
  const { requestId, at } = command.data;
  const verb = command.type === 'ApproveRequest' ? 'approve' : 'deny';
  if (state.status === 'none') throw new NotFound('request', requestId);
  if (state.status !== 'pending') throw new IllegalTransition(state.status, verb);
  const data = { requestId, requestType, at };
  return command.type === 'ApproveRequest' ? [{ type: REQUEST_APPROVED, data }] : [{ type: REQUEST_DENIED, data }];
}

/** Where a verdict leaves the request; shared so both aggregates agree on the outcome. */
export function evolveVerdict(event: RequestVerdictGiven): RequestState {
  return { status: event.type === REQUEST_APPROVED ? 'approved' : 'denied' };
}
