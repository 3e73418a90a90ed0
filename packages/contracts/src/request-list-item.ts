import * as v from 'valibot';
import { PREFERRED_CONTACTS } from './preferred-contact.ts';
import { REQUEST_STATUSES, REQUEST_TYPES } from './request-status.ts';

const nullableString = v.nullable(v.string());

/**
 * One row of GET /api/requests: dress orders and concepts in one shape (docs/product.md#entities),
 * with the other kind's fields null, so the dashboard filters and renders one list.
 */
export const requestListItemSchema = v.object({
  id: v.number(),
  type: v.picklist(REQUEST_TYPES),
  fullName: v.string(),
  email: v.string(),
  phone: v.string(),
  address: nullableString,
  eventType: nullableString,
  eventDate: nullableString,
  driveLink: nullableString,
  imageUrl: nullableString,
  imageUrls: v.array(v.string()),
  description: nullableString,
  preferredContact: v.nullable(v.picklist(PREFERRED_CONTACTS)),
  conceptDescription: nullableString,
  inspirations: nullableString,
  additionalComments: nullableString,
  status: v.picklist(REQUEST_STATUSES),
  /** The client's personal data was erased: her personal fields read '[erased]' (the event store's ERASED, ADR 003), and her photos are gone. */
  erased: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Her messages in the request's thread the staff have not read yet (docs/product.md#the-clients-page); 0 once erased. */
  unreadMessages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The client she is (ADR 047): `/api/clients/{clientId}`; null for a request erased before it had one. */
  clientId: v.optional(v.nullable(v.string())),
});

export type RequestListItem = v.InferOutput<typeof requestListItemSchema>;

/** Whether a request's client data was erased: the answer says so (`erased`), whatever her fields read. */
export const isErasedRequest = (item: Pick<RequestListItem, 'erased'>): boolean => item.erased;
