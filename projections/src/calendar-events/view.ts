import type { CalendarEvent } from '@atelier/contracts';
import type { CalendarEventRecord } from '@atelier/domain';

/** A calendar event as the API answers it, from the domain's record of it (a row or an aggregate's state). */
export function toCalendarEvent(record: CalendarEventRecord): CalendarEvent {
  return {
    id: record.eventId,
    clientName: record.clientName,
    date: record.date,
    eventType: record.eventType,
    milestone: record.milestone,
    requestId: record.requestId,
    requestType: record.requestType,
    notes: record.notes,
  };
}
