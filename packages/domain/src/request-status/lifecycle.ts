import { DomainError, IllegalTransition, NotFound } from '../shared/errors.ts';
import type { ReviewRequest } from './commands.ts';
import type { RequestApproved, RequestDenied, RequestType } from './events.ts';

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
 * The one place where approve/deny rules live, shared by dress orders and concepts:
 * only a pending request can be reviewed, and there is no way back (spec §4).
 */
export function decideReview<T extends RequestType>(
  command: ReviewRequest,
  state: RequestState,
  requestType: T,
): [RequestApproved<T> | RequestDenied<T>] {
  const { requestId, at } = command.data;
  const verb = command.type === 'ApproveRequest' ? 'approve' : 'deny';
  if (state.status === 'none') throw new NotFound(`Request ${requestId} not found`);
  if (state.status !== 'pending') throw new IllegalTransition(state.status, verb);
  const data = { requestId, requestType, at };
  return command.type === 'ApproveRequest' ? [{ type: 'RequestApproved', data }] : [{ type: 'RequestDenied', data }];
}

/** Where a review leaves the request; shared so both aggregates agree on the outcome. */
export function evolveReview(event: RequestApproved | RequestDenied): RequestState {
  return { status: event.type === 'RequestApproved' ? 'approved' : 'denied' };
}
