import type { DomainCommand } from '../kernel/command.ts';
import type { Decider, DomainEvent } from '../kernel/decider.ts';
import { DomainError, IllegalTransition, NotFound } from '../kernel/errors.ts';
import type { GiveVerdict } from './commands.ts';
import { PERSONAL_DATA_ERASED, REQUEST_APPROVED, REQUEST_DENIED, type RequestEvent, type RequestType, type RequestVerdictGiven } from './events.ts';

/** 'none' is the state of a stream nobody has submitted to yet. */
export type RequestLifecycleStatus = 'none' | 'pending' | 'approved' | 'denied';

export interface RequestState {
  status: RequestLifecycleStatus;
}

export const initialRequestState: RequestState = { status: 'none' };

/** A submission: its command carries the new request's id. */
type SubmitCommand = DomainCommand<string, { requestId: number }>;

/**
 * What sets one kind of client request apart: how it is submitted. Everything after the
 * submission (one verdict, erasure) is the same for every kind, so it is written once, here.
 */
export interface RequestKind<T extends RequestType, Submit extends SubmitCommand, Submitted extends DomainEvent> {
  requestType: T;
  submittedType: Submitted['type'];
  /** The data keys the event store seals with the request's key, so erasing the key erases the client. */
  pii: readonly string[];
  /**
   * The submission's data from the command's. Fields are copied one by one, so nothing the
   * caller added by accident ends up in the permanent history, and optional ones become null.
   */
  submittedData(command: Submit['data']): Submitted['data'];
}

const isVerdict = (command: DomainCommand): command is GiveVerdict => command.type === 'ApproveRequest' || command.type === 'DenyRequest';

/**
 * Only a pending request can be approved or denied, and there is no way back: the one place
 * where the verdict rules live (docs/product.md#request-status).
 */
function decideVerdict<T extends RequestType>(command: GiveVerdict, state: RequestState, requestType: T): [RequestVerdictGiven<T>] {
  const { requestId, at } = command.data;
  const verb = command.type === 'ApproveRequest' ? 'approve' : 'deny';
  if (state.status === 'none') throw new NotFound('request', requestId);
  if (state.status !== 'pending') throw new IllegalTransition(state.status, verb);
  const data = { requestId, requestType, at };
  return command.type === 'ApproveRequest' ? [{ type: REQUEST_APPROVED, data }] : [{ type: REQUEST_DENIED, data }];
}

/**
 * The decider of one kind of client request: submitted once (a second submit, e.g. a reused id,
 * must not overwrite the first), then pending until its one verdict. An erasure leaves the
 * status as it was: only the client's personal fields become unreadable.
 */
export function requestDecider<T extends RequestType, Submit extends SubmitCommand, Submitted extends DomainEvent>(
  kind: RequestKind<T, Submit, Submitted>,
): Decider<Submit | GiveVerdict, RequestEvent<T, Submitted>, RequestState> {
  return {
    initialState: initialRequestState,
    evolve(state, event) {
      switch (event.type) {
        case REQUEST_APPROVED:
          return { status: 'approved' };
        case REQUEST_DENIED:
          return { status: 'denied' };
        case PERSONAL_DATA_ERASED:
          return state;
        default:
          return { status: 'pending' };
      }
    },
    decide(command, state) {
      if (isVerdict(command)) return decideVerdict(command, state, kind.requestType);
      if (state.status !== 'none') throw new DomainError(`Request ${command.data.requestId} already submitted`);
      const submitted = { type: kind.submittedType, data: kind.submittedData(command.data), pii: kind.pii };
      return [submitted as Submitted];
    },
  };
}
