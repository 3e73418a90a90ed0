import type { FittingRecord } from '@atelier/contracts';
import type { FittingChange } from '@atelier/domain';

/** What an answer about a fitting record is made of, from the decider's state or the read model. */
export interface FittingFacts {
  eventId: number;
  notes: string | null;
  changes: readonly FittingChange[];
  /** In their order on the record: a photo's number is its place. */
  photos: readonly { sharedWithClient: boolean }[];
  erased: boolean;
  version: number;
}

/** A photo's address for staff. */
const fittingPhotoUrl = (eventId: number, n: number) => `/api/events/${eventId}/fitting/photos/${n}`;

/** A fitting record as the API answers staff. */
export function toFittingRecord({ eventId, notes, changes, photos, erased, version }: FittingFacts): FittingRecord {
  return {
    eventId,
    notes: erased ? null : notes,
    changes: erased ? [] : changes.map(({ text, done }) => ({ text, done })),
    photos: erased ? [] : photos.map(({ sharedWithClient }, n) => ({ n, url: fittingPhotoUrl(eventId, n), sharedWithClient })),
    erased,
    version,
  };
}
