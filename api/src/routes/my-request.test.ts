import type { MyRequest } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { expectGpsIn, expectNoGpsIn } from '../testing/exif.ts';
import { clientOf } from '../testing/client-page.ts';
import { file, formOf, jpegWithGps, pngImage } from '../testing/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, pngUpload, submitConcept, submitDressOrder } from '../testing/requests.ts';
import { atelierToday } from '@atelier/contracts/dates';

const STAFF_NOTE = 'Internal: she is a friend of Marta, give her the good fitting room';

const photoForm = async (count: number) =>
  formOf({}, await Promise.all(Array.from({ length: count }, async (_, n) => ({ field: 'images', file: file(await pngImage(40 + n, 30), `ref-${n}.png`, 'image/png') }))));

describeEachStore('the client page: what she sees and what she does', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('shows her request without anything internal: no notes, no staff names, no other client', async () => {
    const { t, admin } = shared;
    const id = await createdId(submitConcept(t.client(), { fullName: 'Inés Robles', email: 'ines@example.com', lang: 'en' }, [await pngUpload('images')]));
    await createdId(submitConcept(t.client(), { fullName: 'Someone Else', email: 'else@example.com' }));
    expect((await admin.patchJson(`/api/custom-concepts/${id}/status`, { status: 'approved' })).status).toBe(200);
    const today = atelierToday(t.ctx.now());
    const year = Number(today.slice(0, 4));
    const schedule = async (date: string, milestone: string) => {
      const response = await admin.postJson('/api/events', { clientName: 'Inés Robles', date, eventType: 'gala', milestone, notes: STAFF_NOTE, requestId: id, requestType: 'concept' });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const upcoming = await schedule(`${year + 1}-03-02`, 'First Fitting');
    const past = await schedule(`${year - 1}-11-20`, 'Initial Consultation');
    const cancelled = await schedule(`${year + 1}-04-10`, 'Final Fitting');
    expect((await admin.request(`/api/events/${cancelled}`, { method: 'DELETE' })).status).toBe(200);
    // Another client's appointment on the same day is not hers.
    expect((await admin.postJson('/api/events', { clientName: 'Someone Else', date: `${year + 1}-03-02`, eventType: 'gala', milestone: 'Delivery', notes: '' })).status).toBe(201);

    const browser = await clientOf(t, 'concept', id);
    const response = await browser.get('/api/my-request');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.clone().text();
    for (const internal of [STAFF_NOTE, '"actor"', 'Someone Else', 'else@example.com', 'Delivery']) expect(text).not.toContain(internal);
    const page = (await response.json()) as MyRequest;
    expect(page).toMatchObject({
      kind: 'concept',
      number: id,
      status: 'approved',
      lang: 'en',
      sent: { fullName: 'Inés Robles', email: 'ines@example.com', preferredContact: 'phone', conceptDescription: expect.any(String), eventType: null, address: null },
      photos: [{ url: '/api/my-request/photos/0' }],
      photosLeft: 5,
      thread: [],
    });
    expect(page.timeline.map((step) => step.kind)).toEqual(['appointment', 'received', 'approved']);
    expect(page.timeline[0]).toEqual({ kind: 'appointment', at: `${year - 1}-11-20`, milestone: 'Initial Consultation' });
    expect(page.appointments).toEqual({
      upcoming: [
        { id: upcoming, date: `${year + 1}-03-02`, milestone: 'First Fitting', cancelled: false, icsUrl: `/api/my-request/events/${upcoming}.ics` },
        { id: cancelled, date: `${year + 1}-04-10`, milestone: 'Final Fitting', cancelled: true, icsUrl: `/api/my-request/events/${cancelled}.ics` },
      ],
      past: [{ id: past, date: `${year - 1}-11-20`, milestone: 'Initial Consultation', cancelled: false, icsUrl: `/api/my-request/events/${past}.ics` }],
    });

    const ics = await browser.get(page.appointments.upcoming[0]!.icsUrl);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('cache-control')).toBe('private, no-store');
    const calendar = await ics.text();
    expect(calendar).toContain(`UID:calendar-event-${upcoming}@localhost`);
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${year + 1}0302`);
    expect(calendar).toContain('SUMMARY:First Fitting · Atelier');
    expect(calendar).not.toContain('Inés');
    expect(calendar).not.toContain('Internal');
    expect(await (await browser.get(page.appointments.upcoming[1]!.icsUrl)).text()).toContain('STATUS:CANCELLED');

    // Her photo, to her session only, never kept by a cache or sniffed.
    const photo = await browser.get('/api/my-request/photos/0');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await browser.get('/api/my-request/photos/1')).status).toBe(404);
    expect((await t.client().get('/api/my-request/photos/0')).status).toBe(404);
  });

  it('never serves another request\'s appointment as her calendar file', async () => {
    const { t, admin } = shared;
    const mine = await createdId(submitDressOrder(t.client()));
    const other = await createdId(submitDressOrder(t.client()));
    const response = await admin.postJson('/api/events', { clientName: 'Other', date: '2031-01-05', eventType: 'wedding', milestone: 'Delivery', notes: '', requestId: other, requestType: 'dress' });
    const eventId = ((await response.json()) as { id: number }).id;
    const browser = await clientOf(t, 'dress', mine);
    for (const path of [`/api/my-request/events/${eventId}.ics`, '/api/my-request/events/0.ics', `/api/my-request/events/${eventId}`, '/api/my-request/events/abc.ics']) {
      const refused = await browser.get(path);
      expect({ path, status: refused.status }).toEqual({ path, status: 404 });
    }
    expect((await clientOf(t, 'dress', other).then((c) => c.get(`/api/my-request/events/${eventId}.ics`))).status).toBe(200);
  });

  it('takes her messages into the thread, 1 to 4000 characters', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client()));
    const browser = await clientOf(t, 'dress', id);
    const posted = await browser.postJson('/api/my-request/messages', { text: '  ¿Podemos cambiar la prueba al jueves?  ' });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('cache-control')).toBe('no-store');
    expect(await posted.json()).toEqual({ number: 1, from: 'client', text: '¿Podemos cambiar la prueba al jueves?', at: expect.any(String) });
    expect((await browser.postJson('/api/my-request/messages', { text: 'x'.repeat(4000) })).status).toBe(201);
    for (const text of ['', '   ', 'x'.repeat(4001)]) {
      const refused = await browser.postJson('/api/my-request/messages', { text }, { 'accept-language': 'en' });
      expect(refused.status).toBe(400);
      expect(await errorBody(refused)).toMatchObject({ code: 'validation_failed', message: 'A message has 1 to 4000 characters' });
    }
    const page = (await (await browser.get('/api/my-request')).json()) as MyRequest;
    expect(page.thread.map((m) => [m.number, m.from, m.text])).toEqual([
      [1, 'client', '¿Podemos cambiar la prueba al jueves?'],
      [2, 'client', 'x'.repeat(4000)],
    ]);
    const { events } = await t.store.readStream(`dress-order-${id}`);
    expect(events.filter((e) => e.type === 'RequestMessagePosted').map((e) => e.metadata.actor)).toEqual(['anonymous', 'anonymous']);
  });

  it('adds up to 5 reference photos, re-encoded without EXIF, and refuses a sixth without storing it', async () => {
    const { t } = shared;
    const id = await createdId(submitDressOrder(t.client(), {}, [await pngUpload('image')]));
    const browser = await clientOf(t, 'dress', id);
    const beach = await jpegWithGps();
    await expectGpsIn(beach);
    const withGps = formOf({}, [{ field: 'images', file: file(beach, 'beach.jpg', 'image/jpeg') }]);
    const first = await browser.postForm('/api/my-request/images', withGps);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await first.json()).toEqual({ added: 1, photosLeft: 4 });
    const stored = await browser.get('/api/my-request/photos/1');
    expect(stored.status).toBe(200);
    const storedBytes = new Uint8Array(await stored.arrayBuffer());
    expect((await sharp(storedBytes).metadata()).width).toBe(64);
    await expectNoGpsIn(storedBytes);

    const blobsBefore = await t.blobKeys();
    const tooMany = await browser.postForm('/api/my-request/images', await photoForm(5), { 'accept-language': 'en' });
    expect(tooMany.status).toBe(409);
    expect(await errorBody(tooMany)).toEqual({ code: 'change_not_allowed', message: 'Your request takes at most 5 photos from this page' });
    expect(await t.blobKeys()).toEqual(blobsBefore);

    expect((await browser.postForm('/api/my-request/images', await photoForm(4))).status).toBe(201);
    const page = (await (await browser.get('/api/my-request')).json()) as MyRequest;
    expect(page.photos).toHaveLength(6);
    expect(page.photosLeft).toBe(0);
    expect((await browser.postForm('/api/my-request/images', await photoForm(1))).status).toBe(409);

    const notImage = formOf({}, [{ field: 'images', file: file(new TextEncoder().encode('%PDF-1.4'), 'dress.pdf', 'application/pdf') }]);
    expect((await errorBody(await browser.postForm('/api/my-request/images', notImage))).code).toBe('not_an_image');
    expect((await errorBody(await browser.postForm('/api/my-request/images', formOf({})))).code).toBe('validation_failed');
  });

  it('deletes the photos she added when she is erased', async () => {
    const { t, admin } = shared;
    const id = await createdId(submitDressOrder(t.client(), {}, [await pngUpload('image')]));
    const browser = await clientOf(t, 'dress', id);
    expect((await browser.postForm('/api/my-request/images', await photoForm(2))).status).toBe(201);
    const hers = (await t.blobKeys()).filter((key) => key.startsWith(`requests/dress/${id}/`));
    expect(hers).toHaveLength(3);
    expect((await admin.request(`/api/requests/dress/${id}/erase`, { method: 'POST' })).status).toBe(200);
    expect((await t.blobKeys()).filter((key) => key.startsWith(`requests/dress/${id}/`))).toEqual([]);
    expect((await browser.get('/api/my-request/photos/1')).status).toBe(404);
  });
});
