import { assertNever, type Decider } from '../shared/decider.ts';
import { decideReview, ensureNotSubmitted, evolveReview, initialRequestState, type RequestState } from '../request-status/lifecycle.ts';
import type { CustomConceptCommand, SubmitCustomConcept } from './commands.ts';
import { CUSTOM_CONCEPT_PII, type CustomConceptEvent, type CustomConceptSubmitted } from './events.ts';

export type CustomConceptState = RequestState;

export function evolveCustomConcept(state: CustomConceptState, event: CustomConceptEvent): CustomConceptState {
  switch (event.type) {
    case 'CustomConceptSubmitted':
      return { status: 'pending' };
    case 'RequestApproved':
    case 'RequestDenied':
      return evolveReview(event);
    case 'PersonalDataErased':
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
  return [{ type: 'CustomConceptSubmitted', data, pii: CUSTOM_CONCEPT_PII }];
}

export function decideCustomConcept(command: CustomConceptCommand, state: CustomConceptState): CustomConceptEvent[] {
  switch (command.type) {
    case 'SubmitCustomConcept':
      return submit(command, state);
    case 'ApproveRequest':
    case 'DenyRequest':
      return decideReview(command, state, 'concept');
    default:
      return assertNever(command);
  }
}

export const customConceptDecider: Decider<CustomConceptCommand, CustomConceptEvent, CustomConceptState> = {
  initialState: initialRequestState,
  evolve: evolveCustomConcept,
  decide: decideCustomConcept,
};
