import type { Occasion } from '../shared/occasion.ts';
import type { DomainEvent } from '../shared/decider.ts';
import type { RequestEvent } from '../request-status/lifecycle.ts';

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
}

export type DressOrderSubmitted = DomainEvent<typeof DRESS_ORDER_SUBMITTED, DressOrderSubmittedData>;

export type DressOrderEvent = RequestEvent<'dress', DressOrderSubmitted>;
