import type { CalendarEventState } from '../calendar-event/decider.ts';
import { CALENDAR_EVENT_ENTITY } from '../calendar-event/decider.ts';
import type { Milestone } from '../calendar-event/milestone.ts';
import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { PERSONAL_DATA_ERASED } from '../request/events.ts';
import type { AddFittingPhotos, FittingCommand, SaveFittingRecord, ShareFittingPhoto } from './commands.ts';
import {
  FITTING_PHOTOS_ADDED,
  FITTING_PHOTO_SHARED,
  FITTING_RECORD_PII,
  FITTING_RECORD_SAVED,
  type FittingChange,
  type FittingEvent,
} from './events.ts';

/** The milestones that are fittings: only these have a record. */
export const FITTING_MILESTONES = ['First Fitting', 'Second Fitting', 'Final Fitting'] as const satisfies readonly Milestone[];
export const isFittingMilestone = (milestone: string): boolean => (FITTING_MILESTONES as readonly string[]).includes(milestone);

/** The record's limits (docs/product.md#fittings); contracts holds the same numbers for the form. */
export const MAX_FITTING_CHANGES = 50;
export const MAX_FITTING_CHANGE_LENGTH = 300;
export const MAX_FITTING_NOTES_LENGTH = 5000;
export const MAX_FITTING_PHOTOS = 20;

/** The entity a 404 names for a photo number the record does not have. */
export const FITTING_PHOTO_ENTITY = 'fitting photo';

/** Why a fitting command was refused; the API gives each its code and words. */
export type FittingRefusal = 'not-a-fitting' | 'cancelled' | 'erased' | 'too-many-photos';

export class FittingRefused extends DomainError {
  override name = 'FittingRefused';
  constructor(
    readonly reason: FittingRefusal,
    eventId: number,
  ) {
    super(`fitting record of calendar event ${eventId} refused: ${reason}`);
  }
}

export interface FittingPhotoState {
  key: string;
  sharedWithClient: boolean;
}

/** `exists`: something was recorded. `erased`: its request was erased, notes and changes read '[erased]'. */
export interface FittingState {
  exists: boolean;
  notes: string | null;
  changes: FittingChange[];
  photos: FittingPhotoState[];
  erased: boolean;
}

export const initialFittingState: FittingState = { exists: false, notes: null, changes: [], photos: [], erased: false };

export function evolveFitting(state: FittingState, event: FittingEvent): FittingState {
  switch (event.type) {
    case FITTING_RECORD_SAVED:
      // An erased box reads '[erased]' in place of the list: the erasure that follows clears it.
      return { ...state, exists: true, notes: event.data.notes, changes: Array.isArray(event.data.changes) ? event.data.changes : [] };
    case FITTING_PHOTOS_ADDED:
      return { ...state, exists: true, photos: [...state.photos, ...event.data.photos.map((photo) => ({ key: photo.key, sharedWithClient: false }))] };
    case FITTING_PHOTO_SHARED:
      return { ...state, photos: state.photos.map((photo, n) => (n === event.data.n ? { ...photo, sharedWithClient: event.data.sharedWithClient } : photo)) };
    case PERSONAL_DATA_ERASED:
      return { ...state, notes: null, changes: [], erased: true };
    default:
      return assertNever(event);
  }
}

/**
 * A record is written only for a scheduled fitting whose client is not erased. Refused in that
 * order: an event that is not there, a cancelled one, an erased one, one that is not a fitting.
 */
function checkAppointment(eventId: number, appointment: CalendarEventState, state: FittingState): void {
  if (appointment.status === 'none') throw new NotFound(CALENDAR_EVENT_ENTITY, eventId);
  if (appointment.status === 'cancelled') throw new FittingRefused('cancelled', eventId);
  if (appointment.erased || state.erased) throw new FittingRefused('erased', eventId);
  if (!isFittingMilestone(appointment.event.milestone)) throw new FittingRefused('not-a-fitting', eventId);
}

/** The schema checks these too; the domain does not trust it. */
function cleanChanges(changes: readonly FittingChange[]): FittingChange[] {
  if (changes.length > MAX_FITTING_CHANGES) throw new DomainError(`a fitting takes at most ${MAX_FITTING_CHANGES} changes`);
  return changes.map(({ text, done }) => {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.length > MAX_FITTING_CHANGE_LENGTH) throw new DomainError(`a change is 1 to ${MAX_FITTING_CHANGE_LENGTH} characters`);
    return { text: trimmed, done };
  });
}

function cleanNotes(notes: string | null): string | null {
  const trimmed = notes?.trim() ?? '';
  if (trimmed.length > MAX_FITTING_NOTES_LENGTH) throw new DomainError(`notes are at most ${MAX_FITTING_NOTES_LENGTH} characters`);
  return trimmed === '' ? null : trimmed;
}

const sameChanges = (a: readonly FittingChange[], b: readonly FittingChange[]) =>
  a.length === b.length && a.every((change, i) => change.text === b[i]?.text && change.done === b[i]?.done);

function save(command: SaveFittingRecord, state: FittingState): FittingEvent[] {
  const { eventId, appointment, at } = command.data;
  checkAppointment(eventId, appointment, state);
  const notes = cleanNotes(command.data.notes);
  const changes = cleanChanges(command.data.changes);
  if (state.exists && notes === state.notes && sameChanges(changes, state.changes)) return [];
  return [{ type: FITTING_RECORD_SAVED, data: { eventId, notes, changes, at }, pii: FITTING_RECORD_PII }];
}

function addPhotos(command: AddFittingPhotos, state: FittingState): FittingEvent[] {
  const { eventId, appointment, keys, at } = command.data;
  checkAppointment(eventId, appointment, state);
  if (keys.length === 0) throw new DomainError('add at least one photo');
  if (state.photos.length + keys.length > MAX_FITTING_PHOTOS) throw new FittingRefused('too-many-photos', eventId);
  const photos = keys.map((key, i) => ({ n: state.photos.length + i, key }));
  return [{ type: FITTING_PHOTOS_ADDED, data: { eventId, photos, at } }];
}

/** Hiding a photo is always allowed, even once the fitting was cancelled: the client's privacy comes first. */
function share(command: ShareFittingPhoto, state: FittingState): FittingEvent[] {
  const { eventId, n, sharedWithClient, at } = command.data;
  const photo = state.photos[n];
  if (!photo || state.erased) throw new NotFound(FITTING_PHOTO_ENTITY, n);
  if (photo.sharedWithClient === sharedWithClient) return [];
  return [{ type: FITTING_PHOTO_SHARED, data: { eventId, n, sharedWithClient, at } }];
}

export function decideFitting(command: FittingCommand, state: FittingState): FittingEvent[] {
  switch (command.type) {
    case 'SaveFittingRecord':
      return save(command, state);
    case 'AddFittingPhotos':
      return addPhotos(command, state);
    case 'ShareFittingPhoto':
      return share(command, state);
    default:
      return assertNever(command);
  }
}

export const fittingDecider: Decider<FittingCommand, FittingEvent, FittingState> = {
  initialState: initialFittingState,
  evolve: evolveFitting,
  decide: decideFitting,
};
