import { expect, it } from 'vitest';
import { describeEachStore } from '@atelier/event-store/testing';
import { useTestApp } from '../testing/harness.ts';
import { file, formOf, jpegWithGps, pngImage, validConcept, validDressOrder } from '../testing/fixtures.ts';

describeEachStore('request flow', (kind) => {
  const shared = useTestApp(kind);

  it('takes an order and a concept, and lets the admin review them and read their history', async () => {
    const visitor = shared.t.client();
    const order = await visitor.postForm(
      '/api/dress-orders',
      formOf(validDressOrder, [{ field: 'image', file: file(await jpegWithGps(), 'me.jpg', 'image/jpeg') }]),
    );
    expect(order.status).toBe(201);
    const { id: orderId } = (await order.json()) as { id: number };

    const concept = await visitor.postForm(
      '/api/custom-concepts',
      formOf(
        validConcept,
        await Promise.all([1, 2, 3].map(async (n) => ({ field: 'images', file: file(await pngImage(16 + n, 16), `c${n}.png`, 'image/png') }))),
      ),
    );
    expect(concept.status).toBe(201);
    const { id: conceptId } = (await concept.json()) as { id: number };

    const admin = shared.t.client();
    const registered = await admin.postJson('/api/register', { username: 'ana', password: 'a long passphrase' });
    expect(registered.status).toBe(201);
    expect(await registered.json()).toMatchObject({ username: 'ana', isAdmin: true });

    const list = (await (await admin.get('/api/requests')).json()) as { type: string; id: number; status: string; imageUrls: string[] }[];
    expect(list.map((r) => [r.type, r.id, r.status])).toEqual(
      expect.arrayContaining([
        ['dress', orderId, 'pending'],
        ['concept', conceptId, 'pending'],
      ]),
    );
    expect(list.find((r) => r.type === 'concept')?.imageUrls).toHaveLength(3);

    expect((await admin.patchJson(`/api/dress-orders/${orderId}/status`, { status: 'approved' })).status).toBe(200);
    expect((await admin.patchJson(`/api/custom-concepts/${conceptId}/status`, { status: 'denied' })).status).toBe(200);
    const again = await admin.patchJson(`/api/dress-orders/${orderId}/status`, { status: 'denied' });
    expect(again.status).toBe(409);

    const after = (await (await admin.get('/api/requests')).json()) as { type: string; status: string }[];
    expect(after.find((r) => r.type === 'dress')?.status).toBe('approved');
    expect(after.find((r) => r.type === 'concept')?.status).toBe('denied');

    const history = (await (await admin.get(`/api/requests/dress/${orderId}/history`)).json()) as { type: string; actor: string }[];
    expect(history.map((h) => [h.type, h.actor])).toEqual([
      ['DressOrderSubmitted', 'anonymous'],
      ['RequestApproved', 'ana'],
    ]);
  });
});
