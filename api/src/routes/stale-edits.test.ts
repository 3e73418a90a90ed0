import { message, type CalendarEvent, type CategoryList, type GalleryImage, type Review } from '@atelier/contracts';
import { calendarEventStreamId, galleryImageStreamId, reviewStreamId } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { addedImage, addedReview, deleteRequest, getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

const en = { 'accept-language': 'en' };
const ifMatch = (version: number | string, headers: Record<string, string> = {}) => ({ ...headers, 'if-match': typeof version === 'number' ? `"${version}"` : version });
const changedElsewhere = {
  es: { code: 'concurrent_change', message: message('concurrentChange', 'es') },
  en: { code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' },
};
const malformed = {
  es: { code: 'malformed_request', message: message('ifMatchFormat', 'es') },
  en: { code: 'malformed_request', message: 'If-Match must be the version the item was read at, in quotes, such as "3"' },
};

/** Stale edits (ADR 029): If-Match carries the version an item was read at; a changed item is a 409. */
describe('stale edits: If-Match on gallery images, reviews, categories and calendar events', () => {
  const shared = useTestApp('pglite', { admin: true });
  const eventsOf = async (streamId: string) => (await shared.t.store.readStream(streamId)).events.length;

  it('a gallery image: the list shows its version, a current If-Match edits, a stale one is a 409 in es and en that changes nothing', async () => {
    const { id } = await addedImage(shared.admin);
    const listed = (await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images')).find((image) => image.id === id);
    expect(listed?.version).toBe(0);

    const first = await shared.admin.patchJson(`/api/gallery-images/${id}`, { title: 'Vestido Alba' }, ifMatch(0));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id, title: 'Vestido Alba', version: 1 });

    // The second tab still shows version 0: its edit and its delete are refused.
    const stale = await shared.admin.patchJson(`/api/gallery-images/${id}`, { title: 'Vestido Brisa' }, ifMatch(0));
    expect(stale.status).toBe(409);
    expect(await errorBody(stale)).toEqual(changedElsewhere.es);
    const staleEn = await deleteRequest(shared.admin, `/api/gallery-images/${id}`, ifMatch(0, en));
    expect(staleEn.status).toBe(409);
    expect(await errorBody(staleEn)).toEqual(changedElsewhere.en);
    expect(await eventsOf(galleryImageStreamId(id))).toBe(2);
    expect((await getJson<GalleryImage[]>(shared.admin, '/api/gallery-images')).find((image) => image.id === id)).toMatchObject({ title: 'Vestido Alba', version: 1 });

    expect((await deleteRequest(shared.admin, `/api/gallery-images/${id}`, ifMatch(1))).status).toBe(200);
  });

  it('a review: a stale If-Match is a 409 and the review keeps the other edit; without If-Match an edit goes through as before', async () => {
    const { id, version } = await addedReview(shared.admin);
    expect(version).toBe(0);
    expect((await shared.admin.patchJson(`/api/reviews/${id}`, { content: 'Desde el móvil.' }, ifMatch(0))).status).toBe(200);
    const stale = await shared.admin.patchJson(`/api/reviews/${id}`, { content: 'Desde el portátil.' }, ifMatch(0, en));
    expect(stale.status).toBe(409);
    expect(await errorBody(stale)).toEqual(changedElsewhere.en);
    expect((await getJson<Review[]>(shared.admin, '/api/reviews')).find((review) => review.id === id)).toMatchObject({ content: 'Desde el móvil.', version: 1 });

    const unchecked = await shared.admin.patchJson(`/api/reviews/${id}`, { rating: 1 });
    expect(unchecked.status).toBe(200);
    expect(await unchecked.json()).toMatchObject({ rating: 1, content: 'Desde el móvil.', version: 2 });
    expect(await eventsOf(reviewStreamId(id))).toBe(3);
  });

  it('a category rename: If-Match is the catalogue version from the list; stale is a 409, current renames', async () => {
    expect((await shared.admin.postJson('/api/categories', { name: 'gala' })).status).toBe(201);
    const { version } = await getJson<CategoryList>(shared.admin, '/api/categories');
    expect((await shared.admin.postJson('/api/categories', { name: 'boho' })).status).toBe(201);

    const stale = await shared.admin.patchJson('/api/categories/gala', { name: 'noche' }, ifMatch(version));
    expect(stale.status).toBe(409);
    expect(await errorBody(stale)).toEqual(changedElsewhere.es);
    const current = await getJson<CategoryList>(shared.admin, '/api/categories');
    expect(current.version).toBe(version + 1);
    expect(current.categories.map((c) => c.name)).toContain('gala');

    // A current version does not lift the domain's own refusals (a public collection keeps its name).
    const collection = await shared.admin.patchJson('/api/categories/vestidos', { name: 'fiesta' }, ifMatch(current.version));
    expect(collection.status).toBe(409);
    expect((await errorBody(collection)).message).toContain('colección pública');
    const renamed = await shared.admin.patchJson('/api/categories/gala', { name: 'noche' }, ifMatch(current.version, en));
    expect(renamed.status).toBe(200);
    expect((await getJson<CategoryList>(shared.admin, '/api/categories')).categories.map((c) => c.name)).toContain('noche');
  });

  it('a calendar event: the list shows its version; a stale reschedule or cancel is a 409 in es and en, a current one goes through', async () => {
    const created = await shared.admin.postJson('/api/events', { clientName: 'Lucía Fernández', date: '2026-12-03', eventType: 'wedding', milestone: 'First Fitting' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as CalendarEvent;
    const listed = async () => (await getJson<CalendarEvent[]>(shared.admin, '/api/events')).find((event) => event.id === id);
    expect(await listed()).toMatchObject({ version: 0 });

    const moved = await shared.admin.patchJson(`/api/events/${id}`, { date: '2026-12-10' }, ifMatch(0));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, date: '2026-12-10', version: 1 });

    // The other device still shows version 0: its reschedule and its cancel are refused.
    const stale = await shared.admin.patchJson(`/api/events/${id}`, { date: '2026-12-17' }, ifMatch(0));
    expect(stale.status).toBe(409);
    expect(await errorBody(stale)).toEqual(changedElsewhere.es);
    const staleCancel = await deleteRequest(shared.admin, `/api/events/${id}`, ifMatch(0, en));
    expect(staleCancel.status).toBe(409);
    expect(await errorBody(staleCancel)).toEqual(changedElsewhere.en);
    expect(await eventsOf(calendarEventStreamId(id))).toBe(2);
    expect(await listed()).toMatchObject({ date: '2026-12-10', version: 1 });

    expect((await deleteRequest(shared.admin, `/api/events/${id}`, ifMatch(1))).status).toBe(200);
    expect(await listed()).toBeUndefined();
  });

  it('a malformed If-Match is a 400 in the request language, whatever the route', async () => {
    const image = await addedImage(shared.admin);
    const review = await addedReview(shared.admin);
    const calls = (tag: string, headers: Record<string, string> = {}) => [
      shared.admin.patchJson(`/api/gallery-images/${image.id}`, { title: 'Otro' }, ifMatch(tag, headers)),
      deleteRequest(shared.admin, `/api/gallery-images/${image.id}`, ifMatch(tag, headers)),
      shared.admin.patchJson(`/api/reviews/${review.id}`, { rating: 2 }, ifMatch(tag, headers)),
      shared.admin.patchJson('/api/categories/trajes', { name: 'sastrería' }, ifMatch(tag, headers)),
    ];
    for (const response of await Promise.all(calls('0'))) {
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toEqual(malformed.es);
    }
    for (const tag of ['W/"0"', '"v1"', '"01"', '"0", "1"']) {
      for (const response of await Promise.all(calls(tag, en))) {
        expect(response.status).toBe(400);
        expect(await errorBody(response)).toEqual(malformed.en);
      }
    }
    expect(await eventsOf(galleryImageStreamId(image.id))).toBe(1);
    expect(await eventsOf(reviewStreamId(review.id))).toBe(1);
  });
});
