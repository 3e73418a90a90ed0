import * as v from 'valibot';
import type { Lang } from './i18n.ts';
import { localized } from './messages.ts';

export const REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A status as a word inside a sentence (the admin's labels are capitalised on their own). */
export const REQUEST_STATUS_WORDS: Record<Lang, Record<RequestStatus, string>> = {
  es: { pending: 'pendiente', approved: 'aprobada', denied: 'denegada' },
  en: { pending: 'pending', approved: 'approved', denied: 'denied' },
};

export const REQUEST_TYPES = ['dress', 'concept'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** PATCH /api/dress-orders/{id}/status and /api/custom-concepts/{id}/status: a request only leaves pending. */
export const statusPatchSchema = v.object({
  status: v.picklist(['approved', 'denied'], localized('status')),
});

export type StatusPatch = v.InferOutput<typeof statusPatchSchema>;
