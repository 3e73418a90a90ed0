import type { Review } from '@atelier/contracts';
import { reviewStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import { file } from '../testing/fixtures.ts';
import { addedReview, deleteRequest, getJson, postReview } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody, pngUpload } from '../testing/requests.ts';

const en = { 'accept-language': 'en' };

describeEachStore('reviews: add, edit, delete, and the public list', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('adds a review rated 5 by default, with or without a photo, and the public list shows it', async () => {
    const plain = await addedReview(shared.admin, { rating: '', featured: '' });
    expect(plain).toEqual({
      id: expect.any(Number),
      clientName: 'María González',
      content: 'Mi vestido de novia fue perfecto.',
      contentEn: null,
      rating: 5,
      featured: false,
      imageUrl: null,
      createdAt: expect.any(String),
      version: 0,
    });
    const withPhoto = await addedReview(shared.admin, { contentEn: ' My wedding dress was perfect. ' }, [await pngUpload('image')]);
    expect(withPhoto).toMatchObject({ contentEn: 'My wedding dress was perfect.', rating: 4, featured: true, imageUrl: `/media/reviews/${withPhoto.id}/photo.webp` });
    expect(await shared.t.blobKeys()).toContain(`reviews/${withPhoto.id}/photo.webp`);

    const listed = await shared.t.client().get('/api/reviews');
    expect(listed.headers.get('cache-control')).toBe('public, max-age=60');
    expect(((await listed.json()) as Review[]).slice(0, 2)).toEqual([withPhoto, plain]);
  });

  it('edits and deletes a review; the public list follows on the next request', async () => {
    const { id } = await addedReview(shared.admin);
    const edited = await shared.admin.patchJson(`/api/reviews/${id}`, { rating: 2, content: 'Bien, pero tarde.', contentEn: 'Good, but late.' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id, rating: 2, content: 'Bien, pero tarde.', contentEn: 'Good, but late.', clientName: 'María González' });
    const cleared = await shared.admin.patchJson(`/api/reviews/${id}`, { contentEn: '' });
    expect(await cleared.json()).toMatchObject({ id, content: 'Bien, pero tarde.', contentEn: null });
    expect((await getJson<Review[]>(shared.t.client(), '/api/reviews')).find((r) => r.id === id)).toMatchObject({ rating: 2 });

    expect((await deleteRequest(shared.admin, `/api/reviews/${id}`)).status).toBe(200);
    expect((await getJson<Review[]>(shared.t.client(), '/api/reviews')).map((r) => r.id)).not.toContain(id);
    const again = await shared.admin.patchJson(`/api/reviews/${id}`, { rating: 3 }, en);
    expect(again.status).toBe(404);
    expect(await errorBody(again)).toEqual({ code: 'not_found', message: 'Review not found' });
    expect((await shared.t.store.readStream(reviewStreamId(id))).events.map((e) => e.type)).toEqual(['ReviewAdded', 'ReviewEdited', 'ReviewEdited', 'ReviewDeleted']);
  });
});

describe('reviews: permissions and input', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('answers 401 to a visitor and 403 to a signed-in non-admin on every write', async () => {
    const { id } = await addedReview(shared.admin);
    const staff = await createStaff(shared.t, shared.admin, 'lucia');
    const calls = (client: typeof staff) => [
      postReview(client),
      client.patchJson(`/api/reviews/${id}`, { rating: 1 }),
      deleteRequest(client, `/api/reviews/${id}`),
    ];
    for (const response of await Promise.all(calls(shared.t.client()))) expect(response.status).toBe(401);
    for (const response of await Promise.all(calls(staff))) expect(response.status).toBe(403);
    expect((await shared.t.store.readStream(reviewStreamId(id))).events).toHaveLength(1);
  });

  it('names each invalid field in the form language and keeps nothing', async () => {
    const before = await shared.t.blobKeys();
    const bad = await postReview(shared.admin, { clientName: '', content: ' ', rating: '7', lang: 'en' }, [await pngUpload('image')]);
    expect(bad.status).toBe(400);
    expect(await errorBody(bad)).toEqual({
      code: 'validation_failed',
      message: 'Client name is required',
      issues: [
        { path: 'clientName', message: 'Client name is required' },
        { path: 'content', message: 'Review text is required' },
        { path: 'rating', message: 'Rating must be a whole number from 1 to 5' },
      ],
    });
    const badEs = await postReview(shared.admin, { rating: '0' });
    expect(await errorBody(badEs)).toEqual({
      code: 'validation_failed',
      message: 'La valoración debe ser un número entero del 1 al 5',
      issues: [{ path: 'rating', message: 'La valoración debe ser un número entero del 1 al 5' }],
    });
    const patch = await shared.admin.patchJson('/api/reviews/1', { rating: 9 }, en);
    expect(await errorBody(patch)).toEqual({ code: 'validation_failed', message: 'Rating must be a whole number from 1 to 5', issues: [{ path: 'rating', message: 'Rating must be a whole number from 1 to 5' }] });

    const pdf = { field: 'image', file: file(new TextEncoder().encode('%PDF-1.7'), 'me.pdf', 'application/pdf') };
    expect((await postReview(shared.admin, {}, [pdf])).status).toBe(415);
    const fake = { field: 'image', file: file(new TextEncoder().encode('text, not a photo'), 'me.png', 'image/png') };
    expect((await postReview(shared.admin, {}, [fake])).status).toBe(415);
    const json = await shared.admin.postJson('/api/reviews', { clientName: 'Ana', content: 'Bien' }, en);
    expect(json.status).toBe(415);
    expect(await errorBody(json)).toEqual({ code: 'unsupported_content_type', message: 'Send the form as multipart/form-data' });
    expect(await shared.t.blobKeys()).toEqual(before);
    expect(await getJson<Review[]>(shared.t.client(), '/api/reviews')).toHaveLength(1);

    for (const alias of ['0', '01', '1e0', 'x']) expect((await deleteRequest(shared.admin, `/api/reviews/${alias}`)).status).toBe(400);
  });
});
