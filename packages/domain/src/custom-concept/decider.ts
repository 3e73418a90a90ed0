import { requestDecider, type RequestState } from '../request-status/lifecycle.ts';
import type { SubmitCustomConcept } from './commands.ts';
import { CUSTOM_CONCEPT_PII, CUSTOM_CONCEPT_SUBMITTED, type CustomConceptSubmitted } from './events.ts';

export type CustomConceptState = RequestState;

/** A custom concept lives the one request lifecycle; only its submission is its own. */
export const customConceptDecider = requestDecider<'concept', SubmitCustomConcept, CustomConceptSubmitted>({
  requestType: 'concept',
  submittedType: CUSTOM_CONCEPT_SUBMITTED,
  pii: CUSTOM_CONCEPT_PII,
  submittedData: (c) => ({
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
  }),
});
