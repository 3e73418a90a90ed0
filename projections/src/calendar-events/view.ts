import type { CalendarEvent } from '@atelier/contracts';
import type { CalendarEventRecord } from '@atelier/domain';

/**
 * A calendar event as the API answers it, from the domain's record of it (a row or an
 * aggregate's state) and its stream's version (the row's `stream_version`, or the version a
 * command led to).
 */
export function toCalendarEvent(record: CalendarEventRecord, version: number): CalendarEvent {
  return {
    id: record.eventId,
    clientName: record.clientName,
    date: record.date,
    eventType: record.eventType,
    milestone: record.milestone,
    requestId: record.requestId,
    requestType: record.requestType,
    notes: record.notes,
    version,
  };
}
