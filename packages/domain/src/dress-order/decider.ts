import { assertNever, type Decider } from '../shared/decider.ts';
import { PERSONAL_DATA_ERASED, REQUEST_APPROVED, REQUEST_DENIED } from '../request-status/events.ts';
import { decideVerdict, ensureNotSubmitted, evolveVerdict, initialRequestState, type RequestState } from '../request-status/lifecycle.ts';
import type { DressOrderCommand, SubmitDressOrder } from './commands.ts';
import { DRESS_ORDER_PII, DRESS_ORDER_SUBMITTED, type DressOrderEvent, type DressOrderSubmitted } from './events.ts';

export type DressOrderState = RequestState;

export function evolveDressOrder(state: DressOrderState, event: DressOrderEvent): DressOrderState {
  switch (event.type) {
    case DRESS_ORDER_SUBMITTED:
      return { status: 'pending' };
    case REQUEST_APPROVED:
    case REQUEST_DENIED:
      return evolveVerdict(event);
    case PERSONAL_DATA_ERASED:
      return state;
    default:
      return assertNever(event);
  }
}

function submit(command: SubmitDressOrder, state: DressOrderState): [DressOrderSubmitted] {
  const c = command.data;
  ensureNotSubmitted(state, c.requestId);
  // Fields are copied one by one so nothing the caller added by accident ends up in the permanent history.
  const data = {
    requestId: c.requestId,
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    address: c.address ?? null,
    eventType: c.eventType,
    eventDate: c.eventDate,
    driveLink: c.driveLink ?? null,
    description: c.description,
    imageKeys: [...c.imageKeys],
    submittedAt: c.submittedAt,
  };
  return [{ type: DRESS_ORDER_SUBMITTED, data, pii: DRESS_ORDER_PII }];
}

export function decideDressOrder(command: DressOrderCommand, state: DressOrderState): DressOrderEvent[] {
  switch (command.type) {
    case 'SubmitDressOrder':
      return submit(command, state);
    case 'ApproveRequest':
    case 'DenyRequest':
      return decideVerdict(command, state, 'dress');
    default:
      return assertNever(command);
  }
}

export const dressOrderDecider: Decider<DressOrderCommand, DressOrderEvent, DressOrderState> = {
  initialState: initialRequestState,
  evolve: evolveDressOrder,
  decide: decideDressOrder,
};
