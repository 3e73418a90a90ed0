import type { Occasion } from '../kernel/occasion.ts';
import type { Milestone } from './milestone.ts';
import type { DomainEvent } from '../kernel/decider.ts';
import type { PersonalDataErased, RequestType } from '../request/events.ts';

export const CALENDAR_EVENT_SCHEDULED = 'CalendarEventScheduled';
export const CALENDAR_EVENT_RESCHEDULED = 'CalendarEventRescheduled';
export const CALENDAR_EVENT_CANCELLED = 'CalendarEventCancelled';

/**
 * The client's name and the notes are personal data: the event store seals them with the
 * calendar event stream's own key, so erasing that key erases them (ADR 028).
 */
export const CALENDAR_EVENT_PII = ['clientName', 'notes'] as const;

/** A fitting, a delivery or another milestone of a client's dress on the atelier's calendar (docs/product.md#entities). */
export interface CalendarEventScheduledData extends Record<string, unknown> {
  eventId: number;
  clientName: string;
  /** yyyy-MM-dd, the day of the appointment. */
  date: string;
  /** The client's occasion (wedding, gala…). */
  eventType: Occasion;
  milestone: Milestone;
  /** The request the event belongs to, or null for a client without one ('New Client'). */
  requestId: number | null;
  requestType: RequestType | null;
  notes: string | null;
  scheduledAt: string;
}

/** Only the fields that changed are present; `notes: null` clears the notes. */
export interface CalendarEventRescheduledData extends Record<string, unknown> {
  eventId: number;
  date?: string;
  milestone?: Milestone;
  notes?: string | null;
  at: string;
}

export interface CalendarEventCancelledData extends Record<string, unknown> {
  eventId: number;
  at: string;
}

export type CalendarEventScheduled = DomainEvent<typeof CALENDAR_EVENT_SCHEDULED, CalendarEventScheduledData>;
export type CalendarEventRescheduled = DomainEvent<typeof CALENDAR_EVENT_RESCHEDULED, CalendarEventRescheduledData>;
export type CalendarEventCancelled = DomainEvent<typeof CALENDAR_EVENT_CANCELLED, CalendarEventCancelledData>;

/**
 * Every event a calendar event's stream holds: its scheduling (a calendar event is an
 * appointment, docs/architecture.md#glossary) and PersonalDataErased, appended by the event store when the
 * request it belongs to is erased.
 */
export type SchedulingEvent = CalendarEventScheduled | CalendarEventRescheduled | CalendarEventCancelled | PersonalDataErased;

/** The event types that schedule, move and cancel a calendar event. */
export const SCHEDULING_EVENT_TYPES = [CALENDAR_EVENT_SCHEDULED, CALENDAR_EVENT_RESCHEDULED, CALENDAR_EVENT_CANCELLED] as const;
