import * as v from 'valibot';
import type { Milestone } from './calendar-event.ts';
import { MAX_LENGTH, optionalText, requiredText } from './fields.ts';
import { localized } from './messages.ts';
import type { UploadRule } from './uploads.ts';

/** The milestones that are fittings: only their calendar events have a record (docs/product.md#fittings). */
export const FITTING_MILESTONES = ['First Fitting', 'Second Fitting', 'Final Fitting'] as const satisfies readonly Milestone[];
export const isFittingMilestone = (milestone: string): boolean => (FITTING_MILESTONES as readonly string[]).includes(milestone);

/** The record's limits; the domain holds the same numbers (packages/domain/src/fitting/decider.ts). */
export const MAX_FITTING_CHANGES = 50;
export const MAX_FITTING_CHANGE_LENGTH = MAX_LENGTH.line;
export const MAX_FITTING_PHOTOS = 20;

const MB = 1024 * 1024;

/** POST /api/events/{id}/fitting/photos: phone photos, up to 5 in one go and 10 MB each. */
export const FITTING_PHOTOS_UPLOAD: UploadRule = { field: 'photos', maxFiles: 5, maxFileBytes: 10 * MB, tooMany: 'tooManyFittingPhotoFiles', required: 'imageRequired' };

/** PUT /api/events/{id}/fitting: the whole record, notes and the checklist of changes. */
export const fittingRecordSchema = v.object({
  notes: v.pipe(optionalText(MAX_LENGTH.text), v.transform((notes) => notes ?? null)),
  changes: v.pipe(
    v.array(
      v.object({
        text: requiredText('fittingChangeText', 1, MAX_FITTING_CHANGE_LENGTH),
        done: v.boolean(localized('flag')),
      }),
      localized('invalidValue'),
    ),
    v.maxLength(MAX_FITTING_CHANGES, localized('tooManyFittingChanges', { max: MAX_FITTING_CHANGES })),
  ),
});

export type FittingRecordInput = v.InferInput<typeof fittingRecordSchema>;
export type FittingRecordOutput = v.InferOutput<typeof fittingRecordSchema>;

/** POST /api/events/{id}/fitting/photos: only the photos; `lang` for the answer's words. */
export const fittingPhotosSchema = v.object({ lang: v.optional(v.string()) });

/** PATCH /api/events/{id}/fitting/photos/{n}: show the photo on her page, or hide it. */
export const fittingPhotoShareSchema = v.object({ sharedWithClient: v.boolean(localized('flag')) });

export interface FittingChangeItem {
  text: string;
  done: boolean;
}

/** A photo of the record as staff see it: `n` is its number on the record, kept for good. */
export interface FittingPhotoItem {
  n: number;
  /** GET /api/events/{id}/fitting/photos/{n}: staff only, never cached. */
  url: string;
  sharedWithClient: boolean;
}

/**
 * GET and PUT /api/events/{id}/fitting (staff): the record, or an empty one at version -1
 * before anything was saved. `version` goes back as If-Match (ADR 029, ADR 054).
 */
export interface FittingRecord {
  eventId: number;
  notes: string | null;
  changes: FittingChangeItem[];
  photos: FittingPhotoItem[];
  /** Her request was erased: notes, changes and photos are gone, and the record takes no more. */
  erased: boolean;
  version: number;
}

/** A past fitting on her page: its day and the photos the designer shared, nothing else (docs/product.md#the-clients-page). */
export interface MyRequestFitting {
  eventId: number;
  /** yyyy-MM-dd */
  date: string;
  milestone: Milestone;
  /** GET /api/my-request/fittings/{eventId}/photos/{n}: her session only. */
  photos: { url: string }[];
}
