import { isCalendarDate } from '../kernel/calendar-date.ts';
import { isOccasion } from '../kernel/occasion.ts';
import { isMilestone } from './milestone.ts';
import { assertNever, type Decider } from '../kernel/decider.ts';
import { PERSONAL_DATA_ERASED } from '../request/events.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import type { CalendarEventCommand, CancelCalendarEvent, RescheduleCalendarEvent, ScheduleCalendarEvent } from './commands.ts';
import {
  CALENDAR_EVENT_CANCELLED,
  CALENDAR_EVENT_PII,
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_SCHEDULED,
  type SchedulingEvent,
  type CalendarEventRescheduledData,
  type CalendarEventScheduledData,
} from './events.ts';

/** The calendar event as its events leave it; the API answers a change with it. */
export type CalendarEventRecord = CalendarEventScheduledData;

/** `erased`: the client was erased; her name and notes read '[erased]' in the events themselves. */
export type CalendarEventState = { status: 'none' } | { status: 'scheduled'; event: CalendarEventRecord; erased: boolean } | { status: 'cancelled' };

export const initialCalendarEventState: CalendarEventState = { status: 'none' };

/** The entity name the API's 404 names ('Event not found'). */
export const CALENDAR_EVENT_ENTITY = 'calendar event';

export function evolveCalendarEvent(state: CalendarEventState, event: SchedulingEvent): CalendarEventState {
  switch (event.type) {
    case CALENDAR_EVENT_SCHEDULED:
      return { status: 'scheduled', event: { ...event.data }, erased: false };
    case CALENDAR_EVENT_RESCHEDULED: {
      if (state.status !== 'scheduled') return state;
      const { eventId: _id, at: _at, ...changes } = event.data;
      return { ...state, event: { ...state.event, ...changes } };
    }
    case CALENDAR_EVENT_CANCELLED:
      return { status: 'cancelled' };
    case PERSONAL_DATA_ERASED:
      return state.status === 'scheduled' ? { ...state, erased: true } : state;
    default:
      return assertNever(event);
  }
}

/** The schema checks these too; the domain does not trust it (docs/product.md#entities, docs/product.md#validation). */
function checkDate(date: string): string {
  if (!isCalendarDate(date)) throw new DomainError(`date ${date} is not a yyyy-MM-dd day`);
  return date;
}

function checkMilestone(milestone: string): void {
  if (!isMilestone(milestone)) throw new DomainError(`milestone ${milestone} is not one of the list`);
}

function schedule(command: ScheduleCalendarEvent, state: CalendarEventState): SchedulingEvent[] {
  const c = command.data;
  if (state.status !== 'none') throw new DomainError(`calendar event ${c.eventId} already exists`);
  const clientName = c.clientName.trim();
  if (clientName === '') throw new DomainError('a calendar event needs a client name');
  if (!isOccasion(c.eventType)) throw new DomainError(`event type ${c.eventType} is not one of the list`);
  checkMilestone(c.milestone);
  const requestId = c.requestId ?? null;
  const requestType = c.requestType ?? null;
  // A link to a request names both the request and its kind: ids are per kind.
  if ((requestId === null) !== (requestType === null)) throw new DomainError('requestId and requestType go together');
  const data: CalendarEventScheduledData = {
    eventId: c.eventId,
    clientName,
    date: checkDate(c.date),
    eventType: c.eventType,
    milestone: c.milestone,
    requestId,
    requestType,
    notes: c.notes ?? null,
    scheduledAt: c.scheduledAt,
  };
  return [{ type: CALENDAR_EVENT_SCHEDULED, data, pii: CALENDAR_EVENT_PII }];
}

function scheduled(state: CalendarEventState, eventId: number): CalendarEventRecord {
  if (state.status !== 'scheduled') throw new NotFound(CALENDAR_EVENT_ENTITY, eventId);
  return state.event;
}

function reschedule(command: RescheduleCalendarEvent, state: CalendarEventState): SchedulingEvent[] {
  const { eventId, date, milestone, notes, at } = command.data;
  const current = scheduled(state, eventId);
  checkDate(date);
  if (milestone !== undefined) checkMilestone(milestone);
  const changes: Omit<CalendarEventRescheduledData, 'eventId' | 'at'> = {};
  if (date !== current.date) changes.date = date;
  if (milestone !== undefined && milestone !== current.milestone) changes.milestone = milestone;
  if (notes !== undefined && notes !== current.notes) changes.notes = notes;
  return Object.keys(changes).length === 0 ? [] : [{ type: CALENDAR_EVENT_RESCHEDULED, data: { eventId, ...changes, at }, pii: CALENDAR_EVENT_PII }];
}

function cancel(command: CancelCalendarEvent, state: CalendarEventState): SchedulingEvent[] {
  const { eventId, at } = command.data;
  scheduled(state, eventId);
  return [{ type: CALENDAR_EVENT_CANCELLED, data: { eventId, at } }];
}

/** Rescheduling and cancelling need an event that is scheduled and not cancelled (the API answers 404). */
export function decideCalendarEvent(command: CalendarEventCommand, state: CalendarEventState): SchedulingEvent[] {
  switch (command.type) {
    case 'ScheduleCalendarEvent':
      return schedule(command, state);
    case 'RescheduleCalendarEvent':
      return reschedule(command, state);
    case 'CancelCalendarEvent':
      return cancel(command, state);
    default:
      return assertNever(command);
  }
}

export const calendarEventDecider: Decider<CalendarEventCommand, SchedulingEvent, CalendarEventState> = {
  initialState: initialCalendarEventState,
  evolve: evolveCalendarEvent,
  decide: decideCalendarEvent,
};
