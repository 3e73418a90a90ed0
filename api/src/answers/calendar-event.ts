import type { CalendarEvent } from '@atelier/contracts';
import type { CalendarEventRecord } from '@atelier/domain';

/** What an answer about a calendar event is made of: the domain's record, its stream's version, and whether its client was erased. */
export interface CalendarEventFacts {
  calendarEvent: CalendarEventRecord;
  version: number;
  erased: boolean;
}

/** A calendar event as the API answers it. */
export function toCalendarEvent({ calendarEvent, version, erased }: CalendarEventFacts): CalendarEvent {
  return {
    id: calendarEvent.eventId,
    clientName: calendarEvent.clientName,
    date: calendarEvent.date,
    eventType: calendarEvent.eventType,
    milestone: calendarEvent.milestone,
    requestId: calendarEvent.requestId,
    requestType: calendarEvent.requestType,
    notes: calendarEvent.notes,
    erased,
    version,
  };
}
