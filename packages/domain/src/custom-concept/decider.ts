import { assertNever, type Decider } from '../shared/decider.ts';
import { PERSONAL_DATA_ERASED, REQUEST_APPROVED, REQUEST_DENIED } from '../request-status/events.ts';
import { decideVerdict, ensureNotSubmitted, evolveVerdict, initialRequestState, type RequestState } from '../request-status/lifecycle.ts';
import type { CustomConceptCommand, SubmitCustomConcept } from './commands.ts';
import { CUSTOM_CONCEPT_PII, CUSTOM_CONCEPT_SUBMITTED, type CustomConceptEvent, type CustomConceptSubmitted } from './events.ts';

export type CustomConceptState = RequestState;

export function evolveCustomConcept(state: CustomConceptState, event: CustomConceptEvent): CustomConceptState {
  switch (event.type) {
    case CUSTOM_CONCEPT_SUBMITTED:
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

function submit(command: SubmitCustomConcept, state: CustomConceptState): [CustomConceptSubmitted] {
  const c = command.data;
  ensureNotSubmitted(state, c.requestId);
  // Fields are copied one by one so nothing the caller added by accident ends up in the permanent history.
  const data = {
    requestId: c.requestId,
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    preferredContact: c.preferredContact,
    driveLink: c.driveLink ?? null,
    conceptDescription: c.conceptDescription,
    inspirations: c.inspirations ?? null,
    additionalComments: c.additionalComments ?? null,
    imageKeys: [...c.imageKeys],
    submittedAt: c.submittedAt,
  };
  return [{ type: CUSTOM_CONCEPT_SUBMITTED, data, pii: CUSTOM_CONCEPT_PII }];
}

export function decideCustomConcept(command: CustomConceptCommand, state: CustomConceptState): CustomConceptEvent[] {
  switch (command.type) {
    case 'SubmitCustomConcept':
      return submit(command, state);
    case 'ApproveRequest':
    case 'DenyRequest':
      return decideVerdict(command, state, 'concept');
    default:
      return assertNever(command);
  }
}

export const customConceptDecider: Decider<CustomConceptCommand, CustomConceptEvent, CustomConceptState> = {
  initialState: initialRequestState,
  evolve: evolveCustomConcept,
  decide: decideCustomConcept,
};
