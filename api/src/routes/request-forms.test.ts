import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { file, pngImage } from '../testing/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, listRequests, pngUpload, submitConcept, submitDressOrder } from '../testing/requests.ts';

describeEachStore('submitting requests and giving verdicts', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  const rowsNamed = async (fullName: string) => (await listRequests(shared.admin)).filter((r) => r.fullName === fullName);

  describe('Idempotency-Key', () => {
    it('two sequential submits with the same key create one request and answer the same id', async () => {
      const headers = { 'idempotency-key': 'order-7f3a9c21-seq' };
      const fields = { fullName: 'Sequential Sofía' };
      const first = await submitDressOrder(shared.t.client(), fields, [await pngUpload('image')], headers);
      const second = await submitDressOrder(shared.t.client(), fields, [await pngUpload('image')], headers);
      expect([first.status, second.status]).toEqual([201, 201]);
      const [a, b] = [(await first.json()) as { id: number }, (await second.json()) as { id: number }];
      expect(b.id).toBe(a.id);

      expect((await rowsNamed('Sequential Sofía')).map((r) => r.id)).toEqual([a.id]);
      // The repeat's photo was not kept either.
      expect((await shared.t.blobKeys()).filter((key) => key.startsWith('requests/dress/'))).toEqual([`requests/dress/${a.id}/0.webp`]);
    });

    it('two concurrent submits with the same key create one request and both answer its id', async () => {
      const headers = { 'idempotency-key': 'concept-5b1e77d0-par' };
      const fields = { fullName: 'Concurrent Carmen' };
      const [first, second] = await Promise.all([
        submitConcept(shared.t.client(), fields, [await pngUpload('images')], headers),
        submitConcept(shared.t.client(), fields, [await pngUpload('images')], headers),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      const [a, b] = [(await first.json()) as { id: number }, (await second.json()) as { id: number }];
      expect(b.id).toBe(a.id);

      expect((await rowsNamed('Concurrent Carmen')).map((r) => r.id)).toEqual([a.id]);
      expect((await shared.t.blobKeys()).filter((key) => key.startsWith('requests/concept/'))).toEqual([`requests/concept/${a.id}/0.webp`]);
    });

    it('the same key with different data is 422 in the request\'s language; nothing is stored, not even the photo', async () => {
      const headers = { 'idempotency-key': 'order-edited-after-error' };
      const first = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Edited Elena' }, [await pngUpload('image')], headers));
      const photosBefore = await shared.t.blobKeys();
      const edited = await submitDressOrder(shared.t.client(), { fullName: 'Edited Elena', description: 'Now with a longer train, please.' }, [await pngUpload('image')], headers);
      expect(edited.status).toBe(422);
      expect(await errorBody(edited)).toEqual({ code: 'idempotency_key_reused', message: 'Esta clave de envío ya se usó con otros datos' });
      const otherPhoto = await submitDressOrder(shared.t.client(), { fullName: 'Edited Elena' }, [{ field: 'image', file: file(await pngImage(48, 48), 'photo.png', 'image/png') }], {
        ...headers,
        'accept-language': 'en',
      });
      expect(otherPhoto.status).toBe(422);
      expect(await errorBody(otherPhoto)).toEqual({ code: 'idempotency_key_reused', message: 'This submission key was already used for different data' });
      expect(await shared.t.blobKeys()).toEqual(photosBefore);
      expect((await rowsNamed('Edited Elena')).map((r) => r.id)).toEqual([first]);
      // The untouched form sent again is still the first order.
      const repeat = await submitDressOrder(shared.t.client(), { fullName: 'Edited Elena' }, [await pngUpload('image')], headers);
      expect(repeat.status).toBe(201);
      expect(((await repeat.json()) as { id: number }).id).toBe(first);
    });

    it('the same key on the other form is a different request', async () => {
      const headers = { 'idempotency-key': 'shared-key-0001' };
      const order = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Scoped Sara' }, [], headers));
      const concept = await createdId(submitConcept(shared.t.client(), { fullName: 'Scoped Sara' }, [], headers));
      expect((await rowsNamed('Scoped Sara')).map((r) => [r.type, r.id]).sort()).toEqual(
        [
          ['concept', concept],
          ['dress', order],
        ].sort(),
      );
    });

    it('a malformed key is 400 and creates nothing', async () => {
      for (const key of ['short', 'has spaces in it', 'x'.repeat(201), 'ünïcødé-key']) {
        const response = await submitDressOrder(shared.t.client(), { fullName: 'Malformed Marta' }, [await pngUpload('image')], {
          'idempotency-key': key,
        });
        expect(response.status).toBe(400);
        expect(await errorBody(response)).toEqual({ code: 'malformed_request', message: expect.stringContaining('Idempotency-Key') });
      }
      expect(await rowsNamed('Malformed Marta')).toEqual([]);
    });
  });

  describe('verdict', () => {
    it.each([
      ['approved', 'approved'],
      ['approved', 'denied'],
    ] as const)('two concurrent decisions (%s, %s): exactly one 200 and one 409; the winner decides', async (one, two) => {
      const id = await createdId(submitDressOrder(shared.t.client(), { fullName: `Race ${one} ${two}` }));
      const answers = await Promise.all(
        [one, two].map(async (status) => {
          const response = await shared.admin.patchJson(`/api/dress-orders/${id}/status`, { status });
          return { status, code: response.status, body: (await response.json()) as { message?: string } };
        }),
      );
      expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.code === 409);
      // Refused at the append (it read the stream before the winner wrote) or by the decider (after): either is a 409.
      expect(loser?.body).toEqual({ code: expect.stringMatching(/^(concurrent_change|change_not_allowed)$/), message: expect.any(String) });
      const winner = answers.find((a) => a.code === 200);
      const row = (await listRequests(shared.admin)).find((r) => r.type === 'dress' && r.id === id);
      expect(row?.status).toBe(winner?.status);
    });

    it('a decision is visible in the list as soon as the PATCH answers', async () => {
      const id = await createdId(submitConcept(shared.t.client(), { fullName: 'Read Your Writes' }));
      const patched = await shared.admin.patchJson(`/api/custom-concepts/${id}/status`, { status: 'denied' });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toEqual({ id, type: 'concept', status: 'denied' });
      expect((await listRequests(shared.admin)).find((r) => r.type === 'concept' && r.id === id)?.status).toBe('denied');
    });

    it('rejects a bad status (400, in the request language), a bad id (400) and an unknown request (404)', async () => {
      const id = await createdId(submitDressOrder(shared.t.client()));
      const bad = await shared.admin.patchJson(`/api/dress-orders/${id}/status`, { status: 'maybe' }, { 'accept-language': 'en' });
      expect(bad.status).toBe(400);
      expect(await errorBody(bad)).toEqual({
        code: 'validation_failed',
        message: 'Status must be approved or denied',
        issues: [{ path: 'status', message: 'Status must be approved or denied' }],
      });
      expect((await shared.admin.patchJson('/api/dress-orders/abc/status', { status: 'approved' })).status).toBe(400);
      expect((await shared.admin.patchJson('/api/dress-orders/99999/status', { status: 'approved' })).status).toBe(404);
    });
  });
});
