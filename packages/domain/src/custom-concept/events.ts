import type { PreferredContact } from './preferred-contact.ts';
import type { DomainEvent } from '../shared/decider.ts';
import type { RequestEvent } from '../request-status/lifecycle.ts';

export const CUSTOM_CONCEPT_SUBMITTED = 'CustomConceptSubmitted';

/** Keys encrypted with the request's key, so erasing the key erases the client (docs/product.md#erasure). */
export const CUSTOM_CONCEPT_PII = [
  'fullName',
  'email',
  'phone',
  'driveLink',
  'conceptDescription',
  'inspirations',
  'additionalComments',
] as const;

export interface CustomConceptSubmittedData extends Record<string, unknown> {
  requestId: number;
  fullName: string;
  email: string;
  phone: string;
  preferredContact: PreferredContact;
  /** Optional fields are null rather than absent, so the event reads back from JSON exactly as written. */
  driveLink: string | null;
  conceptDescription: string;
  inspirations: string | null;
  additionalComments: string | null;
  imageKeys: string[];
  submittedAt: string;
}

export type CustomConceptSubmitted = DomainEvent<typeof CUSTOM_CONCEPT_SUBMITTED, CustomConceptSubmittedData>;

export type CustomConceptEvent = RequestEvent<'concept', CustomConceptSubmitted>;
