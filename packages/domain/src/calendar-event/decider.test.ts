import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { RescheduleCalendarEvent, ScheduleCalendarEvent } from './commands.ts';
import { calendarEventDecider } from './decider.ts';
import type { SchedulingEvent, CalendarEventScheduled } from './events.ts';
import { calendarEventStreamId } from './stream.ts';

const at = '2026-11-24T10:00:00.000Z';
const scheduledData = { eventId: 4, clientName: ' Lucía Fernández ', date: '2026-12-03', eventType: 'wedding', milestone: 'First Fitting', requestId: 12, requestType: 'dress', notes: 'Traer zapatos', scheduledAt: at } as const;
const schedule: ScheduleCalendarEvent = { type: 'ScheduleCalendarEvent', data: scheduledData };
const pii = ['clientName', 'notes'];
const scheduled: CalendarEventScheduled = { type: 'CalendarEventScheduled', data: { ...scheduledData, clientName: 'Lucía Fernández' }, pii };
const cancelled: SchedulingEvent = { type: 'CalendarEventCancelled', data: { eventId: 4, at } };
const reschedule = (changes: Partial<RescheduleCalendarEvent['data']>): RescheduleCalendarEvent => ({
  type: 'RescheduleCalendarEvent',
  data: { eventId: 4, date: '2026-12-03', ...changes, at },
});
const given = DeciderSpecification.for(calendarEventDecider);

describe('calendar event: schedule', () => {
  it('given nothing, when scheduled, then CalendarEventScheduled with the name trimmed', () => {
    given([]).when(schedule).then([scheduled]);
  });

  it('schedules a new client with no request and no notes', () => {
    const { requestId: _r, requestType: _t, notes: _n, ...rest } = schedule.data;
    given([])
      .when({ type: 'ScheduleCalendarEvent', data: rest })
      .then([{ type: 'CalendarEventScheduled', data: { ...scheduled.data, requestId: null, requestType: null, notes: null }, pii }]);
  });

  it('refuses a link to a request without its kind, or a kind without a request', () => {
    given([]).when({ ...schedule, data: { ...schedule.data, requestType: null } }).thenThrows(DomainError, /go together/);
    given([]).when({ ...schedule, data: { ...schedule.data, requestId: null } }).thenThrows(DomainError, /go together/);
  });

  it.each([
    ['clientName', '  ', /client name/],
    ['date', '2026-02-30', /yyyy-MM-dd/],
    ['eventType', 'picnic', /event type/],
    ['milestone', 'Third Fitting', /milestone/],
  ])('refuses a bad %s', (field, value, message) => {
    given([]).when({ ...schedule, data: { ...schedule.data, [field]: value } } as ScheduleCalendarEvent).thenThrows(DomainError, message);
  });

  it('refuses an id already used, even by a cancelled event', () => {
    given([scheduled]).when(schedule).thenThrows(DomainError, /already exists/);
    given([scheduled, cancelled]).when(schedule).thenThrows(DomainError, /already exists/);
  });
});

describe('calendar event: personal data', () => {
  it('marks the client name and the notes as personal data, so the store seals them', () => {
    given([]).when(schedule).then([expect.objectContaining({ pii: ['clientName', 'notes'] }) as CalendarEventScheduled]);
    given([scheduled])
      .when(reschedule({ notes: 'Otra nota' }))
      .then([{ type: 'CalendarEventRescheduled', data: { eventId: 4, notes: 'Otra nota', at }, pii }]);
  });

  it('given an erasure, the event stays scheduled, erased, and can still be moved or cancelled', () => {
    const erased: SchedulingEvent = { type: 'PersonalDataErased', data: { streamId: 'calendar-event-4', erasedAt: at } };
    given([scheduled, erased]).thenState({ status: 'scheduled', event: scheduled.data, erased: true });
    given([scheduled, erased]).when({ type: 'CancelCalendarEvent', data: { eventId: 4, at } }).then([cancelled]);
  });
});

describe('calendar event: reschedule and cancel', () => {
  it('records only what changes, and nothing for the same date, milestone and notes', () => {
    given([scheduled])
      .when(reschedule({ date: '2026-12-10', milestone: 'First Fitting', notes: 'Traer zapatos' }))
      .then([{ type: 'CalendarEventRescheduled', data: { eventId: 4, date: '2026-12-10', at }, pii }]);
    given([scheduled])
      .when(reschedule({ milestone: 'Second Fitting', notes: null }))
      .then([{ type: 'CalendarEventRescheduled', data: { eventId: 4, milestone: 'Second Fitting', notes: null, at }, pii }]);
    given([scheduled]).when(reschedule({ milestone: 'First Fitting' })).thenNothingHappened();
  });

  it('refuses a bad new date or milestone', () => {
    given([scheduled]).when(reschedule({ date: '03/12/2026' })).thenThrows(DomainError, /yyyy-MM-dd/);
    given([scheduled]).when(reschedule({ milestone: 'Party' as never })).thenThrows(DomainError, /milestone/);
  });

  it('refuses to reschedule or cancel an event that does not exist or was cancelled', () => {
    given([]).when(reschedule({ date: '2026-12-10' })).thenThrows(NotFound, 'calendar event 4 not found');
    given([scheduled, cancelled]).when(reschedule({ date: '2026-12-10' })).thenThrows(NotFound, /not found/);
    given([]).when({ type: 'CancelCalendarEvent', data: { eventId: 4, at } }).thenThrows(NotFound, /not found/);
    given([scheduled, cancelled]).when({ type: 'CancelCalendarEvent', data: { eventId: 4, at } }).thenThrows(NotFound, /not found/);
  });

  it('cancels a scheduled event', () => {
    given([scheduled]).when({ type: 'CancelCalendarEvent', data: { eventId: 4, at } }).then([cancelled]);
  });

  it('folds a reschedule into the event', () => {
    const moved: SchedulingEvent = { type: 'CalendarEventRescheduled', data: { eventId: 4, date: '2026-12-10', notes: null, at } };
    given([scheduled, moved]).thenState({
      status: 'scheduled',
      event: { ...scheduled.data, date: '2026-12-10', notes: null },
      erased: false,
    });
    expect(calendarEventStreamId(4)).toBe('calendar-event-4');
  });
});
