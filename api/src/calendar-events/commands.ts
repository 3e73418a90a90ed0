import { isErasedRequest, type CalendarEventOutput } from '@atelier/contracts';
import { CALENDAR_EVENT_ID_SEQUENCE, type CalendarEventState, type ScheduleCalendarEvent } from '@atelier/domain';
import { findRequest } from '@atelier/projections';
import { toCalendarEvent } from '../answers/calendar-event.ts';
import type { AppContext } from '../context.ts';
import { notFound, requestErased } from '../errors.ts';

/**
 * Scheduling an event, under a new id. One linked to a request links to one that exists (the dropdown lists
 * real ones), and not to an erased one: it would bring the client's name back (ADR 028).
 */
export async function scheduleCalendarEvent(ctx: Pick<AppContext, 'store'>, input: CalendarEventOutput, scheduledAt: string): Promise<ScheduleCalendarEvent> {
  if (input.requestId != null && input.requestType != null) {
    const request = await findRequest(ctx.store, input.requestType, input.requestId);
    if (!request) throw notFound('requestNotFound');
    if (isErasedRequest(request)) throw requestErased();
  }
  // Drawn once the link is known to be good, so a refused event spends no id.
  const eventId = await ctx.store.nextId(CALENDAR_EVENT_ID_SEQUENCE);
  return { type: 'ScheduleCalendarEvent', data: { eventId, ...input, scheduledAt } };
}

/** What a schedule or a reschedule answers: the event its events leave, with the version to change it at next. */
export function calendarEventAnswer(state: CalendarEventState, version: number): Record<string, unknown> {
  if (state.status !== 'scheduled') throw new Error('a calendar event command left no event');
  return { ...toCalendarEvent({ calendarEvent: state.event, version, erased: state.erased }) };
}
