import { TOASTS, type CalendarEventInput, type CalendarEventReschedule } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { eventsQuery } from './events-query.ts';
import { EVENT_TEXT } from './text.ts';

const serverMessage = (error: unknown): string | null => (error instanceof ApiCallError ? error.serverMessage : null);

/**
 * POST /api/events (spec §7): 'Event created' and the calendar reloads, or 'Failed to create
 * event' with the server's message. Resolves whether it was stored; a refusal's field
 * problems are handed back for the form to show.
 */
export async function createEvent(input: CalendarEventInput): Promise<{ ok: true } | { ok: false; issues: { path: string; message: string }[] }> {
  const toasts = TOASTS[ADMIN_LANG];
  try {
    await apiFetch('/api/events', { method: 'POST', body: input });
    showToast(toasts.eventCreated);
    await eventsQuery.refetch();
    return { ok: true };
  } catch (error) {
    showToast({ title: toasts.eventCreateFailed.title, description: serverMessage(error) ?? toasts.eventCreateFailed.description, variant: 'destructive' });
    return { ok: false, issues: error instanceof ApiCallError ? error.issues : [] };
  }
}

/** A PATCH or DELETE on one event; a refusal (409 when someone else changed it, 404) says why and reloads. */
async function changeEvent(path: string, init: Parameters<typeof apiFetch>[1], done: { title: string; description: string }): Promise<boolean> {
  try {
    await apiFetch(path, init);
    showToast(done);
    return true;
  } catch (error) {
    showToast({ title: EVENT_TEXT.changeFailed, description: serverMessage(error) ?? (error as Error).message, variant: 'destructive' });
    return false;
  } finally {
    await eventsQuery.refetch();
  }
}

export const rescheduleEvent = (id: number, change: CalendarEventReschedule | Record<string, unknown>) =>
  changeEvent(`/api/events/${id}`, { method: 'PATCH', body: change }, { title: EVENT_TEXT.rescheduled, description: EVENT_TEXT.rescheduledText });

export const cancelEvent = (id: number) =>
  changeEvent(`/api/events/${id}`, { method: 'DELETE' }, { title: EVENT_TEXT.cancelled, description: EVENT_TEXT.cancelledText });
