import { CALENDAR_EVENT_STREAM_TYPE, calendarEventDecider, calendarEventStreamId, type CalendarEventState } from '@atelier/domain';
import { toCalendarEvent } from '../answers/calendar-event.ts';

/** The stream and decider of one calendar event, as commandRoute takes them. */
export const calendarEventStream = (eventId: number) => ({
  decider: calendarEventDecider,
  streamId: calendarEventStreamId(eventId),
  streamType: CALENDAR_EVENT_STREAM_TYPE,
});

/** The event a schedule or a reschedule leaves, as the API answers it (CalendarEvent). */
export function calendarEventAnswer(state: CalendarEventState, version: number): Record<string, unknown> {
  if (state.status !== 'scheduled') throw new Error('a calendar event command left no event');
  return { ...toCalendarEvent({ calendarEvent: state.event, version, erased: state.erased }) };
}
