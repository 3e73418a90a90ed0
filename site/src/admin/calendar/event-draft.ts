import type { RequestType } from '@atelier/contracts';
import { atom } from 'nanostores';

/** What the add-event dialog opens with: a day, and the request it is for when scheduled from one. */
export interface EventDraft {
  date?: string;
  request?: { type: RequestType; id: number };
}

/** The add-event dialog is open while this holds a draft (the calendar's button, a request's "schedule"). */
export const $eventDraft = atom<EventDraft | null>(null);

/** The event whose detail dialog is open. */
export const $openEventId = atom<number | null>(null);
