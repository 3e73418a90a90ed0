import { describeEachStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaff, registerFirstAdmin } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { createdId, errorBody, pngUpload, submitConcept, submitDressOrder } from '../testing/requests.ts';

describeEachStore('server-side permissions', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let staff: TestClient;
  let dressId: number;
  let conceptId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    dressId = await createdId(submitDressOrder(t.client(), {}, [await pngUpload('image')]));
    conceptId = await createdId(submitConcept(t.client(), {}, [await pngUpload('images')]));
    admin = await registerFirstAdmin(t);
    staff = await createStaff(t, admin, 'marta');
  });
  afterAll(() => t.close());

  const protectedCalls = () =>
    [
      ['GET', '/api/user'],
      ['GET', '/api/requests'],
      ['GET', `/api/requests/dress/${dressId}/history`],
      ['GET', `/api/requests/concept/${conceptId}/history`],
      ['GET', `/api/requests/dress/${dressId}/images/0`],
      ['GET', `/api/requests/concept/${conceptId}/images/0`],
      ['PATCH', `/api/dress-orders/${dressId}/status`],
      ['PATCH', `/api/custom-concepts/${conceptId}/status`],
      ['POST', `/api/requests/dress/${dressId}/erase`],
      ['POST', `/api/requests/concept/${conceptId}/erase`],
    ] as const;

  it('answers 401 with a JSON message on every protected endpoint when signed out', async () => {
    const visitor = t.client();
    for (const [method, path] of protectedCalls()) {
      const response = await visitor.request(path, { method, json: method === 'PATCH' ? { status: 'approved' } : undefined });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(await errorBody(response)).toEqual({ code: 'not_signed_in', message: expect.any(String) });
    }
    // Nothing was approved or erased by the refused calls.
    const list = (await (await admin.get('/api/requests')).json()) as { status: string; fullName: string }[];
    expect(list.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(list.map((r) => r.fullName)).not.toContain('[erased]');
  });

  it('lets a signed-in non-admin read requests but not erase them or create accounts (403)', async () => {
    expect((await staff.get('/api/requests')).status).toBe(200);
    expect((await staff.get(`/api/requests/dress/${dressId}/history`)).status).toBe(200);

    const erase = await staff.request(`/api/requests/dress/${dressId}/erase`, { method: 'POST', headers: { 'accept-language': 'en' } });
    expect(erase.status).toBe(403);
    expect(await errorBody(erase)).toEqual({ code: 'forbidden', message: 'Only an administrator can do this' });
    const spanish = await staff.request(`/api/requests/dress/${dressId}/erase`, { method: 'POST' });
    expect(await errorBody(spanish)).toEqual({ code: 'forbidden', message: 'Solo una cuenta de administración puede hacer esto' });

    const register = await staff.postJson('/api/register', { username: 'intruder', password: 'a long passphrase' });
    expect(register.status).toBe(403);
    expect(await errorBody(register)).toEqual({ code: 'forbidden', message: expect.any(String) });
    expect((await staff.postJson('/api/login', { username: 'intruder', password: 'a long passphrase' })).status).toBe(401);
  });

  it('serves a private image only to a signed-in user, never to shared caches', async () => {
    const path = `/api/requests/concept/${conceptId}/images/0`;
    expect((await t.client().get(path)).status).toBe(401);

    for (const user of [staff, admin]) {
      const photo = await user.get(path);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await admin.get(`/api/requests/concept/${conceptId}/images/1`)).status).toBe(404);
    expect((await admin.get(`/api/requests/concept/${conceptId + 100}/images/0`)).status).toBe(404);
  });
});
