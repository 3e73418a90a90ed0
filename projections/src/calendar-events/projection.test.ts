import { CALENDAR_EVENT_STREAM_TYPE, calendarEventDecider, calendarEventStreamId, personalDataErased, type RescheduleCalendarEvent, type ScheduleCalendarEvent } from '@atelier/domain';
import { sql } from 'kysely';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { calendarEventsProjection } from './projection.ts';
import { listCalendarEvents } from './queries.ts';

const at = '2026-11-24T12:00:00.000Z';
const stream = (id: number) => ({ id: calendarEventStreamId(id), type: CALENDAR_EVENT_STREAM_TYPE });
const schedule = (eventId: number, fields: Partial<ScheduleCalendarEvent['data']> = {}): ScheduleCalendarEvent => ({
  type: 'ScheduleCalendarEvent',
  data: { eventId, clientName: `Clienta ${eventId}`, date: `2026-12-0${eventId}`, eventType: 'gala', milestone: 'First Fitting', scheduledAt: at, ...fields },
});

describeEachStore('calendar events projection', (kind) => {
  const shared = useProjectionStore(kind, [calendarEventsProjection]);

  it('fills every column from the domain events, and listCalendarEvents reads them back by day', async () => {
    const run = incrementally(shared.t.store, calendarEventsProjection);
    await run(calendarEventDecider, stream(1), schedule(1, { requestId: 7, requestType: 'dress', notes: 'Traer zapatos', eventType: 'wedding' }));
    await run(calendarEventDecider, stream(2), schedule(2, { milestone: 'Delivery' }));
    await run(calendarEventDecider, stream(3), schedule(3));
    await run(calendarEventDecider, stream(1), { type: 'RescheduleCalendarEvent', data: { eventId: 1, date: '2026-12-09', milestone: 'Second Fitting', notes: null, at } });
    await run(calendarEventDecider, stream(3), { type: 'CancelCalendarEvent', data: { eventId: 3, at } });

    await run(calendarEventDecider, stream(2), { type: 'RescheduleCalendarEvent', data: { eventId: 2, date: '2026-12-02', notes: 'Velo largo', at } });

    expect(await listCalendarEvents(shared.t.store)).toEqual([
      {
        calendarEvent: { eventId: 2, clientName: 'Clienta 2', date: '2026-12-02', eventType: 'gala', milestone: 'Delivery', requestId: null, requestType: null, notes: 'Velo largo', scheduledAt: at },
        version: 1,
        erased: false,
      },
      {
        calendarEvent: { eventId: 1, clientName: 'Clienta 1', date: '2026-12-09', eventType: 'wedding', milestone: 'Second Fitting', requestId: 7, requestType: 'dress', notes: null, scheduledAt: at },
        version: 1,
        erased: false,
      },
    ]);
  });

  it('keeps the name and the notes sealed, and shows neither once the event is erased', async () => {
    const { rows } = await sql<{ row: string }>`SELECT row_to_json(c)::text AS row FROM rm_calendar_events c`.execute(shared.t.store.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toMatch(/Clienta|Velo largo|Traer zapatos/);

    const erased = calendarEventStreamId(2);
    const { position } = await shared.t.store.eraseSubject(erased, personalDataErased(erased, at), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await catchUpTo(shared.t.store, calendarEventsProjection, position);
    const [second, first] = await listCalendarEvents(shared.t.store);
    expect(second).toMatchObject({ calendarEvent: { eventId: 2, clientName: '[erased]', notes: null, milestone: 'Delivery' }, version: 2, erased: true });
    expect(first).toMatchObject({ calendarEvent: { eventId: 1, clientName: 'Clienta 1' }, erased: false });
    // The row itself records the erasure and keeps neither box.
    const erasedRows = (await snapshotProjection(shared.t.store.db, calendarEventsProjection)) as { calendar_event_id: number; personal: unknown; notes_personal: unknown; erased: boolean }[];
    expect(erasedRows.find((row) => row.calendar_event_id === 2)).toMatchObject({ personal: null, notes_personal: null, erased: true });
  });

  it('folds runs of reschedules, an erasure and a cancel as taking them one by one would', async () => {
    const run = incrementally(shared.t.store, calendarEventsProjection);
    const move = (eventId: number, changes: Partial<RescheduleCalendarEvent['data']>) => ({ type: 'RescheduleCalendarEvent', data: { eventId, date: '2026-12-20', ...changes, at } }) as const;
    await run(calendarEventDecider, stream(4), schedule(4, { notes: 'Primera nota' }));
    await run(calendarEventDecider, stream(4), move(4, { date: '2026-12-21' }));
    await run(calendarEventDecider, stream(4), move(4, { date: '2026-12-21', milestone: 'Final Fitting' }));
    await run(calendarEventDecider, stream(4), move(4, { date: '2026-12-21', notes: 'Segunda nota' }));
    await run(calendarEventDecider, stream(4), move(4, { date: '2026-12-22' }));
    expect((await listCalendarEvents(shared.t.store)).find((view) => view.calendarEvent.eventId === 4)?.calendarEvent).toMatchObject({ date: '2026-12-22', milestone: 'Final Fitting', notes: 'Segunda nota' });
    const erased = calendarEventStreamId(4);
    await shared.t.store.eraseSubject(erased, personalDataErased(erased, at), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await run(calendarEventDecider, stream(4), move(4, { date: '2026-12-23' }));
    await run(calendarEventDecider, stream(5), schedule(5, { notes: 'Otra' }));
    await run(calendarEventDecider, stream(5), move(5, { date: '2026-12-24', notes: null }));
    await run(calendarEventDecider, stream(5), { type: 'CancelCalendarEvent', data: { eventId: 5, at } });

    const four = (await listCalendarEvents(shared.t.store)).find((view) => view.calendarEvent.eventId === 4);
    expect(four).toEqual({
      calendarEvent: { eventId: 4, clientName: '[erased]', date: '2026-12-23', eventType: 'gala', milestone: 'Final Fitting', requestId: null, requestType: null, notes: null, scheduledAt: at },
      version: (await shared.t.store.readStream(erased)).version,
      erased: true,
    });
    expect((await listCalendarEvents(shared.t.store)).map((view) => view.calendarEvent.eventId)).not.toContain(5);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, calendarEventsProjection);
  });
});
