import type { DomainCommand } from '../kernel/command.ts';
import type { DomainEvent } from '../kernel/decider.ts';
import type { Lang } from '../kernel/lang.ts';
import type { Occasion } from '../kernel/occasion.ts';
import { requestDecider, type RequestEvent } from './decider.ts';

/** A visitor orders a dress: the one thing a dress order does that a concept does not. */
export type SubmitDressOrder = DomainCommand<
  'SubmitDressOrder',
  {
    requestId: number;
    fullName: string;
    email: string;
    phone: string;
    address?: string | null;
    eventType: Occasion;
    eventDate: string;
    driveLink?: string | null;
    description: string;
    imageKeys: string[];
    submittedAt: string;
    /** The language of the form she sent: the atelier writes to her in it. */
    lang: Lang;
  }
>;

export const DRESS_ORDER_SUBMITTED = 'DressOrderSubmitted';

/** Keys encrypted with the request's key, so erasing the key erases the client (docs/product.md#erasure). */
export const DRESS_ORDER_PII = ['fullName', 'email', 'phone', 'address', 'driveLink', 'description'] as const;

export interface DressOrderSubmittedData extends Record<string, unknown> {
  requestId: number;
  fullName: string;
  email: string;
  phone: string;
  /** null rather than absent, so the event reads back from JSON exactly as it was written. */
  address: string | null;
  /** The occasion (API field name `eventType`, docs/product.md#entities). */
  eventType: Occasion;
  eventDate: string;
  driveLink: string | null;
  description: string;
  imageKeys: string[];
  submittedAt: string;
  /** The form's language; absent in requests recorded before mail existed, which read as Spanish. */
  lang?: Lang;
}

export type DressOrderSubmitted = DomainEvent<typeof DRESS_ORDER_SUBMITTED, DressOrderSubmittedData>;

export type DressOrderEvent = RequestEvent<'dress', DressOrderSubmitted>;

/** A dress order lives the one request lifecycle; only its submission is its own. */
export const dressOrderDecider = requestDecider<'dress', SubmitDressOrder, DressOrderSubmitted>({
  requestType: 'dress',
  submittedType: DRESS_ORDER_SUBMITTED,
  pii: DRESS_ORDER_PII,
  submittedData: (c) => ({
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
    lang: c.lang,
  }),
});
