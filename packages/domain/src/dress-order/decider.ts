import { requestDecider, type RequestState } from '../request-status/lifecycle.ts';
import type { SubmitDressOrder } from './commands.ts';
import { DRESS_ORDER_PII, DRESS_ORDER_SUBMITTED, type DressOrderSubmitted } from './events.ts';

export type DressOrderState = RequestState;

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
  }),
});
