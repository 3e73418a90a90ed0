import type { DomainCommand } from '../kernel/command.ts';
import type { DomainEvent } from '../kernel/decider.ts';
import type { Lang } from '../kernel/lang.ts';
import { requestDecider, type RequestEvent } from './decider.ts';

/** How a concept's client wants to be contacted. */
export const PREFERRED_CONTACTS = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** A visitor shares a dress idea: the one thing a concept does that a dress order does not. */
export type SubmitCustomConcept = DomainCommand<
  'SubmitCustomConcept',
  {
    requestId: number;
    fullName: string;
    email: string;
    phone: string;
    preferredContact: PreferredContact;
    driveLink?: string | null;
    conceptDescription: string;
    inspirations?: string | null;
    additionalComments?: string | null;
    imageKeys: string[];
    submittedAt: string;
    /** The language of the form she sent: the atelier writes to her in it. */
    lang: Lang;
  }
>;

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
  /** The form's language; absent in requests recorded before mail existed, which read as Spanish. */
  lang?: Lang;
}

export type CustomConceptSubmitted = DomainEvent<typeof CUSTOM_CONCEPT_SUBMITTED, CustomConceptSubmittedData>;

export type CustomConceptEvent = RequestEvent<'concept', CustomConceptSubmitted>;

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
    lang: c.lang,
  }),
});
