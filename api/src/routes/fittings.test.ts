import type { CalendarEvent, FittingRecord, MyRequest } from '@atelier/contracts';
import { dressOrderStreamId, fittingStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import { clientOf } from '../testing/client-page.ts';
import type { TestClient } from '../testing/client.ts';
import { expectGpsIn, expectNoGpsIn } from '../testing/exif.ts';
import { file, formOf, jpegWithGps, pngImage } from '../testing/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, submitDressOrder } from '../testing/requests.ts';

const en = { 'accept-language': 'en' };
const PAST = '2020-03-02';
const FUTURE = '2099-05-05';
const record = { notes: 'Cintura holgada, hombro derecho alto', changes: [{ text: 'Subir el bajo 2 cm', done: false }] };

const put = (client: TestClient, eventId: number, json: unknown, headers: Record<string, string> = {}) => client.request(`/api/events/${eventId}/fitting`, { method: 'PUT', json, headers });
const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

async function ok<T>(sent: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await sent;
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function approvedDress(admin: TestClient, client: TestClient, fullName: string): Promise<number> {
  const id = await createdId(submitDressOrder(client, { fullName }));
  await ok(await admin.patchJson(`/api/dress-orders/${id}/status`, { status: 'approved' }));
  return id;
}

const schedule = (admin: TestClient, requestId: number | null, fields: Record<string, unknown> = {}) =>
  ok<CalendarEvent>(
    admin.postJson('/api/events', { clientName: 'Lucía Fernández', date: PAST, eventType: 'wedding', milestone: 'First Fitting', notes: '', ...(requestId ? { requestId, requestType: 'dress' } : {}), ...fields }),
    201,
  );

async function photos(count: number): Promise<FormData> {
  const jpeg = await jpegWithGps();
  await expectGpsIn(jpeg);
  return formOf({}, Array.from({ length: count }, (_, i) => ({ field: 'photos', file: file(jpeg, `fitting-${i}.jpg`, 'image/jpeg') })));
}

describeEachStore('fitting records', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  describe('the record: notes and the checklist', () => {
    it('starts empty, is created by a PUT without If-Match, then takes If-Match: 428 without it, 409 when stale', async () => {
      const { id } = await schedule(shared.admin, null);
      const empty = await shared.admin.get(`/api/events/${id}/fitting`);
      expect(empty.headers.get('cache-control')).toBe('no-store');
      expect(await empty.json()).toEqual({ eventId: id, notes: null, changes: [], photos: [], erased: false, version: -1 });

      const created = await ok<FittingRecord>(await put(shared.admin, id, record));
      expect(created).toEqual({ eventId: id, ...record, photos: [], erased: false, version: 0 });

      const blind = await put(shared.admin, id, { ...record, notes: 'Otra' }, en);
      expect(blind.status).toBe(428);
      expect(await errorBody(blind)).toEqual({ code: 'precondition_required', message: 'Send the version you read as If-Match, such as "3": this change needs it' });
      const stale = await put(shared.admin, id, { ...record, notes: 'Otra' }, ifMatch(5));
      expect(stale.status).toBe(409);
      expect((await errorBody(stale)).code).toBe('concurrent_change');

      const ticked = { notes: 'Cintura bien', changes: [{ text: 'Subir el bajo 2 cm', done: true }, { text: 'Entallar la espalda', done: false }] };
      expect(await ok(await put(shared.admin, id, ticked, ifMatch(0)))).toMatchObject({ ...ticked, version: 1 });
      expect(await ok(await shared.admin.get(`/api/events/${id}/fitting`))).toMatchObject({ ...ticked, version: 1 });
      // Nothing changed: no event, the same version.
      expect(await ok(await put(shared.admin, id, ticked, ifMatch(1)))).toMatchObject({ version: 1 });
    });

    it('keeps the notes and the changes sealed in the log', async () => {
      const { id } = await schedule(shared.admin, null);
      await ok(await put(shared.admin, id, { notes: 'Alergia al níquel', changes: [{ text: 'Cambiar el corchete', done: false }] }));
      const { rows } = await sql<{ data: string }>`SELECT data::text AS data FROM events WHERE stream_id = ${fittingStreamId(id)}`.execute(shared.t.store.db);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.data).not.toMatch(/níquel|corchete/);
    });

    it('refuses a calendar event that is not a fitting, a cancelled one and an unknown one, in the request language', async () => {
      const delivery = await schedule(shared.admin, null, { milestone: 'Delivery' });
      const notFitting = await put(shared.admin, delivery.id, record, en);
      expect(notFitting.status).toBe(409);
      expect(await errorBody(notFitting)).toEqual({ code: 'change_not_allowed', message: 'This calendar event is not a fitting: only fittings have a record' });
      expect(await errorBody(await shared.admin.get(`/api/events/${delivery.id}/fitting`))).toEqual({ code: 'not_found', message: 'Este evento no tiene ficha de prueba' });

      const cancelled = await schedule(shared.admin, null);
      await ok(await shared.admin.request(`/api/events/${cancelled.id}`, { method: 'DELETE' }));
      expect(await errorBody(await put(shared.admin, cancelled.id, record))).toEqual({ code: 'change_not_allowed', message: 'Esta prueba se canceló: su ficha ya no se puede cambiar' });
      expect((await put(shared.admin, 987_654, record)).status).toBe(404);
      expect((await shared.admin.get('/api/events/987654/fitting')).status).toBe(404);
    });

    it('refuses a change with no words and a visitor; any signed-in member of staff may write it', async () => {
      const { id } = await schedule(shared.admin, null);
      const blank = await put(shared.admin, id, { notes: '', changes: [{ text: ' ', done: false }] });
      expect(blank.status).toBe(400);
      expect((await errorBody(blank)).code).toBe('validation_failed');
      expect((await put(shared.t.client(), id, record)).status).toBe(401);
      expect((await shared.t.client().get(`/api/events/${id}/fitting`)).status).toBe(401);
      expect((await put(shared.admin, id, record, { origin: 'https://evil.example' })).status).toBe(403);
      const staff = await createStaff(shared.t, shared.admin, 'marta');
      expect((await put(staff, id, record)).status).toBe(200);
    });
  });

  describe('photos', () => {
    it('stores them re-encoded without their position, private; the designer shares one; staff get each, no-store', async () => {
      const { id } = await schedule(shared.admin, null);
      const added = await ok<FittingRecord>(await shared.admin.postForm(`/api/events/${id}/fitting/photos`, await photos(2)), 201);
      expect(added.photos).toEqual([
        { n: 0, url: `/api/events/${id}/fitting/photos/0`, sharedWithClient: false },
        { n: 1, url: `/api/events/${id}/fitting/photos/1`, sharedWithClient: false },
      ]);
      const photo = await shared.admin.get(`/api/events/${id}/fitting/photos/1`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await photo.arrayBuffer());
      await expectNoGpsIn(bytes);
      expect((await shared.t.client().get(`/api/events/${id}/fitting/photos/1`)).status).toBe(401);
      expect((await shared.admin.get(`/api/events/${id}/fitting/photos/2`)).status).toBe(404);

      const sharedOne = await ok<FittingRecord>(await shared.admin.patchJson(`/api/events/${id}/fitting/photos/1`, { sharedWithClient: true }, ifMatch(added.version)));
      expect(sharedOne.photos.map((p) => p.sharedWithClient)).toEqual([false, true]);
      expect((await shared.admin.patchJson(`/api/events/${id}/fitting/photos/1`, { sharedWithClient: false }, ifMatch(added.version))).status).toBe(409);
      expect((await shared.admin.patchJson(`/api/events/${id}/fitting/photos/7`, { sharedWithClient: true })).status).toBe(404);
      // Saving the notes after the photos keeps them.
      expect(await ok<FittingRecord>(await put(shared.admin, id, record, ifMatch(sharedOne.version)))).toMatchObject({ ...record, photos: sharedOne.photos });
    });

    it(`refuses a file that is not an image, more than 5 at a time and more than 20 in all, storing nothing`, async () => {
      const { id } = await schedule(shared.admin, null);
      const before = await shared.t.blobKeys();
      const pdf = formOf({}, [{ field: 'photos', file: file(new TextEncoder().encode('%PDF-1.4'), 'a.pdf', 'application/pdf') }]);
      expect((await shared.admin.postForm(`/api/events/${id}/fitting/photos`, pdf)).status).toBe(415);
      expect((await shared.admin.postForm(`/api/events/${id}/fitting/photos`, await photos(6))).status).toBe(400);
      const png = await pngImage();
      const five = () => formOf({}, Array.from({ length: 5 }, (_, i) => ({ field: 'photos', file: file(png, `p${i}.png`, 'image/png') })));
      for (let round = 0; round < 4; round++) await ok(await shared.admin.postForm(`/api/events/${id}/fitting/photos`, five()), 201);
      const stored = await shared.t.blobKeys();
      const tooMany = await shared.admin.postForm(`/api/events/${id}/fitting/photos`, formOf({ lang: 'en' }, [{ field: 'photos', file: file(png, 'p.png', 'image/png') }]));
      expect(tooMany.status).toBe(409);
      expect(await errorBody(tooMany)).toEqual({ code: 'change_not_allowed', message: 'A fitting takes at most 20 photos' });
      expect(await shared.t.blobKeys()).toEqual(stored);
      expect(stored.length - before.length).toBe(20);
    });
  });

  describe("her page and the request's erasure", () => {
    it('shows her fittings whose day has come or with a shared photo, their shared photos only, never the notes, and to her session only', async () => {
      const admin = shared.admin;
      const requestId = await approvedDress(admin, shared.t.client(), 'Inés Olmedo');
      const past = await schedule(admin, requestId, { clientName: 'Inés Olmedo', date: PAST });
      const coming = await schedule(admin, requestId, { clientName: 'Inés Olmedo', date: FUTURE, milestone: 'Final Fitting' });
      const delivery = await schedule(admin, requestId, { clientName: 'Inés Olmedo', date: PAST, milestone: 'Delivery' });
      const withPhotos = await ok<FittingRecord>(await admin.postForm(`/api/events/${past.id}/fitting/photos`, await photos(2)), 201);
      await ok(await put(admin, past.id, { notes: 'Nota interna secreta', changes: [{ text: 'Cambio interno', done: false }] }, ifMatch(withPhotos.version)));
      await ok(await admin.patchJson(`/api/events/${past.id}/fitting/photos/1`, { sharedWithClient: true }));
      // A fitting still to come is hers to see once the designer shares a photo of it; another, unshared, is not.
      await ok(await admin.postForm(`/api/events/${coming.id}/fitting/photos`, await photos(2)), 201);
      await ok(await admin.patchJson(`/api/events/${coming.id}/fitting/photos/0`, { sharedWithClient: true }));
      const later = await schedule(admin, requestId, { clientName: 'Inés Olmedo', date: FUTURE, milestone: 'Second Fitting' });
      await ok(await admin.postForm(`/api/events/${later.id}/fitting/photos`, await photos(1)), 201);

      const her = await clientOf(shared.t, 'dress', requestId);
      const page = await her.get('/api/my-request');
      const text = await page.text();
      expect(text).not.toMatch(/Nota interna|Cambio interno/);
      const answer = JSON.parse(text) as MyRequest;
      expect(answer.fittings).toEqual([
        { eventId: past.id, date: PAST, milestone: 'First Fitting', photos: [{ url: `/api/my-request/fittings/${past.id}/photos/1` }] },
        { eventId: coming.id, date: FUTURE, milestone: 'Final Fitting', photos: [{ url: `/api/my-request/fittings/${coming.id}/photos/0` }] },
      ]);
      expect(answer.fittings?.map((f) => f.eventId)).not.toContain(delivery.id);

      const sharedPhoto = await her.get(`/api/my-request/fittings/${past.id}/photos/1`);
      expect(sharedPhoto.status).toBe(200);
      expect(sharedPhoto.headers.get('cache-control')).toBe('private, no-store');
      expect((await her.get(`/api/my-request/fittings/${past.id}/photos/0`)).status).toBe(404);
      expect((await her.get(`/api/my-request/fittings/${coming.id}/photos/0`)).status).toBe(200);
      expect((await her.get(`/api/my-request/fittings/${coming.id}/photos/1`)).status).toBe(404);
      expect((await her.get(`/api/my-request/fittings/${later.id}/photos/0`)).status).toBe(404);
      expect((await shared.t.client().get(`/api/my-request/fittings/${past.id}/photos/1`)).status).toBe(404);
      expect((await admin.get(`/api/my-request/fittings/${past.id}/photos/1`)).status).toBe(404);

      const otherId = await approvedDress(admin, shared.t.client(), 'Otra Clienta');
      const other = await clientOf(shared.t, 'dress', otherId);
      expect((await other.get(`/api/my-request/fittings/${past.id}/photos/1`)).status).toBe(404);
      expect(((await (await other.get('/api/my-request')).json()) as MyRequest).fittings).toEqual([]);
    });

    it("erasing the request erases its fitting records' keys and deletes their photos; when a delete fails, a retry finishes the job and records each erasure once", async () => {
      const admin = shared.admin;
      const requestId = await approvedDress(admin, shared.t.client(), 'Rosa Llorente');
      const first = await schedule(admin, requestId, { clientName: 'Rosa Llorente' });
      const second = await schedule(admin, requestId, { clientName: 'Rosa Llorente', milestone: 'Second Fitting' });
      const untouched = await schedule(admin, requestId, { clientName: 'Rosa Llorente', milestone: 'Final Fitting' });
      await ok(await put(admin, first.id, { notes: 'Espalda descubierta', changes: [] }));
      const added = await ok<FittingRecord>(await admin.postForm(`/api/events/${second.id}/fitting/photos`, await photos(2)), 201);
      const fittingBlobs = async () => (await shared.t.blobKeys()).filter((key) => key.startsWith(`fittings/${second.id}/`));
      expect(await fittingBlobs()).toHaveLength(2);

      // The first attempt fails at the blob store: the first photo's file cannot be deleted.
      const [firstPhoto] = await fittingBlobs();
      const realDelete = shared.t.blobs.delete.bind(shared.t.blobs);
      const failing = vi.spyOn(shared.t.blobs, 'delete').mockImplementation(async (key) => {
        if (key === firstPhoto) throw new Error('the disk refused the delete');
        return realDelete(key);
      });
      try {
        expect((await admin.request(`/api/requests/dress/${requestId}/erase`, { method: 'POST' })).status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect(await fittingBlobs()).toContain(firstPhoto);

      expect((await admin.request(`/api/requests/dress/${requestId}/erase`, { method: 'POST' })).status).toBe(200);
      expect(await fittingBlobs()).toEqual([]);
      // Each stream erased once: the retry found them erased with nothing new and recorded nothing.
      expect(await ok(await admin.get(`/api/events/${first.id}/fitting`))).toEqual({ eventId: first.id, notes: null, changes: [], photos: [], erased: true, version: 1 });
      expect(await ok(await admin.get(`/api/events/${second.id}/fitting`))).toMatchObject({ photos: [], erased: true, version: added.version + 1 });
      expect((await shared.t.store.readStream(fittingStreamId(first.id))).events.map((e) => [e.type, e.data.notes])).toEqual([
        ['FittingRecordSaved', '[erased]'],
        ['PersonalDataErased', undefined],
      ]);
      for (const streamId of [dressOrderStreamId(requestId), fittingStreamId(second.id)]) {
        expect((await shared.t.store.readStream(streamId)).events.filter((e) => e.type === 'PersonalDataErased'), streamId).toHaveLength(1);
      }
      // A calendar event with no record got no stream; none of them takes a record any more.
      expect((await shared.t.store.readStream(fittingStreamId(untouched.id))).version).toBe(-1);
      const refused = await put(admin, untouched.id, record);
      expect(refused.status).toBe(409);
      expect((await errorBody(refused)).code).toBe('request_erased');
      expect((await put(admin, first.id, record, ifMatch(1))).status).toBe(409);
    });
  });
});
