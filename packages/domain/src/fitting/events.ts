import type { DomainEvent } from '../kernel/decider.ts';
import type { PersonalDataErased } from '../request/events.ts';

export const FITTING_RECORD_SAVED = 'FittingRecordSaved';
export const FITTING_PHOTOS_ADDED = 'FittingPhotosAdded';
export const FITTING_PHOTO_SHARED = 'FittingPhotoShared';

/**
 * The notes and the changes speak of the client's body: personal data, sealed with the fitting
 * stream's own key, so erasing the request erases them with that key (ADR 028, ADR 054).
 */
export const FITTING_RECORD_PII = ['notes', 'changes'] as const;

/** One change to make to the dress, ticked off when it is done. */
export interface FittingChange extends Record<string, unknown> {
  text: string;
  done: boolean;
}

/** The whole record as the designer saved it: a save replaces the notes and the checklist. */
export interface FittingRecordSavedData extends Record<string, unknown> {
  /** The calendar event the fitting is (the API's `/api/events/{id}`). */
  eventId: number;
  notes: string | null;
  changes: FittingChange[];
  at: string;
}

/** A photo of the fitting: its number on the record (0, 1, …) and its blob. The key names no one. */
export interface FittingPhoto extends Record<string, unknown> {
  n: number;
  key: string;
}

/** Photos join the record private: the designer shares each one herself. */
export interface FittingPhotosAddedData extends Record<string, unknown> {
  eventId: number;
  photos: FittingPhoto[];
  at: string;
}

export interface FittingPhotoSharedData extends Record<string, unknown> {
  eventId: number;
  n: number;
  sharedWithClient: boolean;
  at: string;
}

export type FittingRecordSaved = DomainEvent<typeof FITTING_RECORD_SAVED, FittingRecordSavedData>;
export type FittingPhotosAdded = DomainEvent<typeof FITTING_PHOTOS_ADDED, FittingPhotosAddedData>;
export type FittingPhotoShared = DomainEvent<typeof FITTING_PHOTO_SHARED, FittingPhotoSharedData>;

/** Every event a fitting's stream holds, and PersonalDataErased when its request is erased. */
export type FittingEvent = FittingRecordSaved | FittingPhotosAdded | FittingPhotoShared | PersonalDataErased;

export const FITTING_EVENT_TYPES = [FITTING_RECORD_SAVED, FITTING_PHOTOS_ADDED, FITTING_PHOTO_SHARED] as const;
