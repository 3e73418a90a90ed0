import type { RequestType } from '../request/events.ts';
import type { Occasion } from '../kernel/occasion.ts';
import type { Milestone } from './milestone.ts';
import type { DomainCommand } from '../kernel/command.ts';

export type ScheduleCalendarEvent = DomainCommand<
  'ScheduleCalendarEvent',
  {
    eventId: number;
    clientName: string;
    date: string;
    eventType: Occasion;
    milestone: Milestone;
    requestId?: number | null;
    requestType?: RequestType | null;
    notes?: string | null;
    scheduledAt: string;
  }
>;

/** A new date, and optionally a new milestone or notes (`notes: null` clears them). */
export type RescheduleCalendarEvent = DomainCommand<
  'RescheduleCalendarEvent',
  { eventId: number; date: string; milestone?: Milestone; notes?: string | null; at: string }
>;

export type CancelCalendarEvent = DomainCommand<'CancelCalendarEvent', { eventId: number; at: string }>;

export type CalendarEventCommand = ScheduleCalendarEvent | RescheduleCalendarEvent | CancelCalendarEvent;
