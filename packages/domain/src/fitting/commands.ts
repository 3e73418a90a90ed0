import type { CalendarEventState } from '../calendar-event/decider.ts';
import type { DomainCommand } from '../kernel/command.ts';
import type { FittingChange } from './events.ts';

/**
 * Every fitting command carries its calendar event as that event's own stream leaves it (read
 * by the API, like the time): a record belongs only to a fitting that is scheduled.
 */
interface OnAppointment extends Record<string, unknown> {
  eventId: number;
  appointment: CalendarEventState;
  at: string;
}

/** The notes and the whole checklist, as the designer's form holds them. */
export type SaveFittingRecord = DomainCommand<'SaveFittingRecord', OnAppointment & { notes: string | null; changes: FittingChange[] }>;

/** Photos already re-encoded and stored: their blob keys, in the order they were sent. */
export type AddFittingPhotos = DomainCommand<'AddFittingPhotos', OnAppointment & { keys: string[] }>;

/** Shares photo `n` with the client, or hides it again; the appointment's state does not matter. */
export type ShareFittingPhoto = DomainCommand<'ShareFittingPhoto', { eventId: number; n: number; sharedWithClient: boolean; at: string }>;

export type FittingCommand = SaveFittingRecord | AddFittingPhotos | ShareFittingPhoto;
