import * as v from 'valibot';
import { localized } from './messages.ts';

export const REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPES = ['dress', 'concept'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** PATCH /api/dress-orders/{id}/status and /api/custom-concepts/{id}/status: a request only leaves pending. */
export const statusPatchSchema = v.object({
  status: v.picklist(['approved', 'denied'], localized('status')),
});

export type StatusPatch = v.InferOutput<typeof statusPatchSchema>;
