import { TOASTS, type CalendarEvent, type CalendarEventInput, type CalendarEventReschedule } from '@atelier/contracts';
import { ApiCallError, apiFetch, type ApiInit } from '../../lib/api.ts';
import { StaleEditError, changeShownItem, outcomeOf, type ChangeOutcome } from '../item-change.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { eventsQuery } from './events-query.ts';
import { EVENT_TEXT } from './text.ts';

const serverMessage = (error: unknown): string | null => (error instanceof ApiCallError ? error.serverMessage : null);

/**
 * POST /api/events (docs/product.md#api): 'Event created' and the calendar reloads, or 'Failed
 * to create event' with the server's message. Resolves whether it was stored; a refusal's field
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

/**
 * A PATCH or DELETE on one event as it was shown (If-Match: its version, ADR 029); a refusal
 * (someone else changed it meanwhile: `staleText`, or it is gone) says why, and the calendar
 * reloads either way.
 */
async function changeEvent(
  event: Pick<CalendarEvent, 'id' | 'version'>,
  init: ApiInit,
  done: { title: string; description: string },
  staleText?: string,
): Promise<ChangeOutcome> {
  try {
    await changeShownItem(`/api/events/${event.id}`, event.version, init);
    showToast(done);
    return 'done';
  } catch (error) {
    const why = error instanceof StaleEditError && staleText ? staleText : (serverMessage(error) ?? (error as Error).message);
    showToast({ title: EVENT_TEXT.changeFailed, description: why, variant: 'destructive' });
    return outcomeOf(error);
  } finally {
    await eventsQuery.refetch();
  }
}

export const rescheduleEvent = (event: Pick<CalendarEvent, 'id' | 'version'>, change: CalendarEventReschedule | Record<string, unknown>) =>
  changeEvent(event, { method: 'PATCH', body: change }, { title: EVENT_TEXT.rescheduled, description: EVENT_TEXT.rescheduledText });

export const cancelEvent = (event: Pick<CalendarEvent, 'id' | 'version'>) =>
  changeEvent(event, { method: 'DELETE' }, { title: EVENT_TEXT.cancelled, description: EVENT_TEXT.cancelledText }, EVENT_TEXT.cancelStale);
