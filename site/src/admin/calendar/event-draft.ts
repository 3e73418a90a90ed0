import type { RequestType } from '@atelier/contracts';
import { atom } from 'nanostores';
import { requestKey } from '../requests/filter.ts';
import { $openRequestKey } from '../requests/open-request.ts';

/** What the add-event dialog opens with: a day, and the request it is for when scheduled from one. */
export interface EventDraft {
  date?: string;
  request?: { type: RequestType; id: number };
}

/** The add-event dialog is open while this holds a draft (the calendar's button, a request's "schedule"). */
export const $eventDraft = atom<EventDraft | null>(null);

/** The event whose detail dialog is open. */
export const $openEventId = atom<number | null>(null);

/** Schedules from a request's detail dialog: that dialog gives way to the add-event dialog. */
export function scheduleFromRequest(request: { type: RequestType; id: number }): void {
  $openRequestKey.set(null);
  $eventDraft.set({ request });
}

/**
 * Closes the add-event dialog, saved or not. One opened from a request hands back to that
 * request's dialog, where the owner was working, now listing the new event.
 */
export function closeEventDraft(): void {
  const from = $eventDraft.get()?.request;
  $eventDraft.set(null);
  if (from) $openRequestKey.set(requestKey(from));
}
