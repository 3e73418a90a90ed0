import type { CalendarEvent } from '@atelier/contracts';
import { calendarEventStream, calendarEventStreamId } from '@atelier/domain';
import { executeCommand, type EventStore } from '@atelier/event-store';
import { sql } from 'kysely';
import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import { deleteRequest, getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, submitDressOrder } from '../testing/requests.ts';
import type { TestClient } from '../testing/client.ts';

const en = { 'accept-language': 'en' };
const fitting = { clientName: 'Lucía Fernández', date: '2026-12-03', eventType: 'wedding', milestone: 'First Fitting', notes: 'Traer zapatos' };

/** Every stored event of a calendar event's stream, as the database holds it. */
async function storedEvents(store: EventStore, id: number): Promise<string> {
  const { rows } = await sql<{ data: string }>`SELECT data::text AS data FROM events WHERE stream_id = ${calendarEventStreamId(id)}`.execute(store.db);
  return rows.map((row) => row.data).join('\n');
}

const erase = (client: TestClient, requestId: number) => client.request(`/api/requests/dress/${requestId}/erase`, { method: 'POST' });

async function scheduled(client: TestClient, fields: Record<string, unknown> = {}): Promise<CalendarEvent> {
  const response = await client.postJson('/api/events', { ...fitting, ...fields });
  if (response.status !== 201) throw new Error(`scheduling: ${response.status} ${await response.text()}`);
  return (await response.json()) as CalendarEvent;
}

describeEachStore('calendar events: schedule, list, reschedule, cancel', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('schedules an event linked to a request; GET /api/events lists it by day, private', async () => {
    const requestId = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Lucía Fernández' }));
    const linked = await scheduled(shared.admin, { requestId, requestType: 'dress' });
    expect(linked).toEqual({ id: expect.any(Number), ...fitting, requestId, requestType: 'dress', erased: false, version: 0 });
    const loose = await scheduled(shared.admin, { clientName: 'Nueva Clienta', date: '2026-12-01', milestone: 'Initial Consultation', notes: '' });
    expect(loose).toMatchObject({ requestId: null, requestType: null, notes: null });

    const listed = await shared.admin.get('/api/events');
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const events = ((await listed.json()) as CalendarEvent[]).filter((e) => [linked.id, loose.id].includes(e.id));
    expect(events).toEqual([loose, linked]);
  });

  it('reschedules (date, milestone, notes) and cancels; a cancelled event is 404 in the request language', async () => {
    const { id } = await scheduled(shared.admin);
    const noted = await shared.admin.patchJson(`/api/events/${id}`, { date: '2026-12-09', notes: 'Velo largo' });
    expect(await noted.json()).toMatchObject({ notes: 'Velo largo', version: 1 });
    // The admin's reschedule form sends cleared notes as null (the schema's own output).
    const moved = await shared.admin.patchJson(`/api/events/${id}`, { date: '2026-12-10', milestone: 'Second Fitting', notes: null });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ id, ...fitting, date: '2026-12-10', milestone: 'Second Fitting', notes: null, requestId: null, requestType: null, erased: false, version: 2 });
    expect((await getJson<CalendarEvent[]>(shared.admin, '/api/events')).find((e) => e.id === id)).toMatchObject({ date: '2026-12-10', version: 2 });

    const cancelled = await deleteRequest(shared.admin, `/api/events/${id}`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ id, deleted: true });
    expect((await getJson<CalendarEvent[]>(shared.admin, '/api/events')).map((e) => e.id)).not.toContain(id);
    const again = await shared.admin.patchJson(`/api/events/${id}`, { date: '2026-12-11' }, en);
    expect(again.status).toBe(404);
    expect(await errorBody(again)).toEqual({ code: 'not_found', message: 'Event not found' });
    expect(await errorBody(await deleteRequest(shared.admin, `/api/events/${id}`))).toEqual({ code: 'not_found', message: 'Evento no encontrado' });
    const types = (await shared.t.store.readStream(calendarEventStreamId(id))).events.map((e) => e.type);
    expect(types).toEqual(['CalendarEventScheduled', 'CalendarEventRescheduled', 'CalendarEventRescheduled', 'CalendarEventCancelled']);
  });


  it('keeps the name and notes sealed; erasing the request erases them from the list, the feed and the log, and refuses new events', async () => {
    const requestId = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Inés Olmedo' }));
    const first = await scheduled(shared.admin, { clientName: 'Inés Olmedo', notes: 'Alergia al níquel', requestId, requestType: 'dress' });
    const second = await scheduled(shared.admin, { clientName: 'Inés Olmedo', requestId, requestType: 'dress' });
    expect((await shared.admin.patchJson(`/api/events/${second.id}`, { date: '2026-12-20', notes: 'Llevar el corsé' })).status).toBe(200);
    expect(await storedEvents(shared.t.store, first.id)).not.toMatch(/Inés|níquel/);
    expect(await storedEvents(shared.t.store, second.id)).not.toMatch(/Inés|corsé/);
    expect((await getJson<CalendarEvent[]>(shared.admin, '/api/events')).find((e) => e.id === second.id)).toMatchObject({ clientName: 'Inés Olmedo', notes: 'Llevar el corsé' });
    const { url } = (await (await shared.admin.postJson('/api/calendar-feed/token', {})).json()) as { url: string };
    const feed = async () => (await shared.t.client().get(new URL(url).pathname + new URL(url).search)).text();
    expect(await feed()).toContain('Inés Olmedo');

    expect((await erase(shared.admin, requestId)).status).toBe(200);
    const listed = await shared.admin.get('/api/events');
    const events = ((await listed.clone().json()) as CalendarEvent[]).filter((e) => e.requestId === requestId);
    expect(events.map((e) => [e.id, e.clientName, e.notes, e.erased])).toEqual([
      [first.id, '[erased]', null, true],
      [second.id, '[erased]', null, true],
    ]);
    expect(await listed.text()).not.toMatch(/Inés|níquel|corsé/);
    expect(await feed()).not.toMatch(/Inés|níquel|corsé/);
    for (const id of [first.id, second.id]) {
      expect((await shared.t.store.readStream(calendarEventStreamId(id))).events.at(-1)?.type).toBe('PersonalDataErased');
    }

    const again = await shared.admin.postJson('/api/events', { ...fitting, requestId, requestType: 'dress' }, en);
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toEqual({ code: 'request_erased', message: "This request's client data was erased: it can no longer be scheduled" });
    const againEs = await shared.admin.postJson('/api/events', { ...fitting, requestId, requestType: 'dress' });
    expect(await errorBody(againEs)).toEqual({ code: 'request_erased', message: 'Los datos de la clienta de esta solicitud se borraron: ya no se puede agendar' });
  });
});

describe('calendar events: permissions, input and concurrency', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('answers 401 to a visitor on every route, and lets a signed-in non-admin use the calendar', async () => {
    const { id } = await scheduled(shared.admin);
    const visitor = shared.t.client();
    const calls = [
      visitor.get('/api/events'),
      visitor.postJson('/api/events', fitting),
      visitor.patchJson(`/api/events/${id}`, { date: '2026-12-20' }),
      deleteRequest(visitor, `/api/events/${id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
    expect((await shared.t.store.readStream(calendarEventStreamId(id))).events).toHaveLength(1);

    const staff = await createStaff(shared.t, shared.admin, 'lucia');
    expect((await staff.get('/api/events')).status).toBe(200);
    expect((await staff.patchJson(`/api/events/${id}`, { date: '2026-12-20' })).status).toBe(200);

    // Only an admin erases a client: staff and visitors leave her calendar events untouched.
    const requestId = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Eva Prado' }));
    const linked = await scheduled(staff, { clientName: 'Eva Prado', requestId, requestType: 'dress' });
    expect((await erase(visitor, requestId)).status).toBe(401);
    expect((await erase(staff, requestId)).status).toBe(403);
    expect((await getJson<CalendarEvent[]>(staff, '/api/events')).find((e) => e.id === linked.id)?.clientName).toBe('Eva Prado');
    expect((await shared.t.store.readStream(calendarEventStreamId(linked.id))).events.map((e) => e.type)).toEqual(['CalendarEventScheduled']);
    expect((await deleteRequest(staff, `/api/events/${linked.id}`)).status).toBe(200);
  });

  it('names each invalid field in the request language, refuses an unknown request, and stores nothing', async () => {
    const bad = await shared.admin.postJson('/api/events', { clientName: ' ', date: '', eventType: 'picnic', milestone: '' }, en);
    expect(bad.status).toBe(400);
    expect(await errorBody(bad)).toEqual({
      code: 'validation_failed',
      message: 'Client name is required',
      issues: [
        { path: 'clientName', message: 'Client name is required' },
        { path: 'date', message: 'Date is required' },
        { path: 'eventType', message: 'Event type is required' },
        { path: 'milestone', message: 'Milestone is required' },
      ],
    });
    const badEs = await shared.admin.postJson('/api/events', { ...fitting, milestone: 'Fiesta' });
    expect(await errorBody(badEs)).toEqual({ code: 'validation_failed', message: 'El hito es obligatorio', issues: [{ path: 'milestone', message: 'El hito es obligatorio' }] });
    const unknown = await shared.admin.postJson('/api/events', { ...fitting, requestId: 999999, requestType: 'dress' }, en);
    expect(unknown.status).toBe(404);
    expect(await errorBody(unknown)).toEqual({ code: 'not_found', message: 'Request not found' });
    const halfLinked = await shared.admin.postJson('/api/events', { ...fitting, requestId: 3 }, en);
    expect(await errorBody(halfLinked)).toEqual({ code: 'validation_failed', message: 'Invalid value', issues: [{ path: 'requestType', message: 'Invalid value' }] });

    const large = await shared.admin.postJson('/api/events', { ...fitting, notes: 'x'.repeat(40 * 1024) });
    expect(large.status).toBe(413);
    const patch = await shared.admin.patchJson('/api/events/1', { date: '2026-02-30' }, en);
    expect(patch.status).toBe(400);
    for (const alias of ['0', '01', 'x']) expect((await deleteRequest(shared.admin, `/api/events/${alias}`)).status).toBe(400);
    expect(await getJson<CalendarEvent[]>(shared.admin, '/api/events')).toHaveLength(1);
  });

  it('answers 409 when someone else changed the event between reading and writing it; the first change stays', async () => {
    const { id } = await scheduled(shared.admin, { clientName: 'Carla Ruiz' });
    const store = shared.t.ctx.store;
    const streamId = calendarEventStreamId(id);
    let interfered = false;
    // Another session's reschedule lands right after this command has read the stream.
    shared.t.ctx.store = Object.create(store, {
      readStream: {
        value: async (name: string) => {
          const read = await store.readStream(name);
          if (name === streamId && !interfered) {
            interfered = true;
            const other = { type: 'RescheduleCalendarEvent' as const, data: { eventId: id, date: '2026-12-15', at: new Date().toISOString() } };
            await executeCommand(store, { stream: calendarEventStream(id), command: other, metadata: { actor: 'other', correlationId: 'c', causationId: null } });
          }
          return read;
        },
      },
    });
    try {
      const response = await shared.admin.patchJson(`/api/events/${id}`, { date: '2026-12-16' }, en);
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({ code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' });
    } finally {
      shared.t.ctx.store = store;
    }
    expect((await store.readStream(streamId)).events.map((e) => e.data.date ?? null)).toEqual(['2026-12-03', '2026-12-15']);
  });

  it('finishes an erasure that failed halfway when the admin retries it', async () => {
    const requestId = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Rosa Vidal' }));
    const ids = [(await scheduled(shared.admin, { clientName: 'Rosa Vidal', requestId, requestType: 'dress' })).id];
    ids.push((await scheduled(shared.admin, { clientName: 'Rosa Vidal', requestId, requestType: 'dress' })).id);
    const cancelled = (await scheduled(shared.admin, { clientName: 'Rosa Vidal', requestId, requestType: 'dress' })).id;
    expect((await deleteRequest(shared.admin, `/api/events/${cancelled}`)).status).toBe(200);
    const store = shared.t.ctx.store;
    // The request and the first event are erased, then the store fails on the second.
    shared.t.ctx.store = Object.create(store, {
      eraseSubject: {
        value: (streamId: string, ...rest: Parameters<EventStore['eraseSubject']> extends [string, ...infer R] ? R : never) =>
          streamId === calendarEventStreamId(ids[1]!) ? Promise.reject(new Error('connection lost')) : store.eraseSubject(streamId, ...rest),
      },
    });
    try {
      expect((await erase(shared.admin, requestId)).status).toBe(500);
    } finally {
      shared.t.ctx.store = store;
    }
    const names = async () => (await getJson<CalendarEvent[]>(shared.admin, '/api/events')).filter((e) => e.requestId === requestId).map((e) => e.clientName);
    expect(await names()).toEqual(['[erased]', 'Rosa Vidal']);

    expect((await erase(shared.admin, requestId)).status).toBe(200);
    expect(await names()).toEqual(['[erased]', '[erased]']);
    for (const id of [...ids, cancelled]) expect(await storedEvents(store, id)).not.toContain('Rosa');
  });
});
