import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { useTestApp } from './testing/harness.ts';
import { createdId, errorBody, listRequests, submitDressOrder } from './testing/requests.ts';

describeEachStore('public reads and HTTP conventions', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('GET /api/site-settings returns the defaults before anything is saved', async () => {
    const response = await shared.t.client().get('/api/site-settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('GET /api/health reports the database ok and the queue disabled (embedded)', async () => {
    const response = await shared.t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'disabled' });
  });

  it('an unknown /api path is a JSON 404, for any method and whether signed in or not', async () => {
    for (const [client, method] of [
      [shared.t.client(), 'GET'],
      [shared.admin, 'GET'],
      [shared.t.client(), 'POST'],
      [shared.admin, 'DELETE'],
    ] as const) {
      const response = await client.request('/api/no-such-thing', { method, headers: { 'accept-language': 'en' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await errorBody(response)).toEqual({ code: 'not_found', message: `No API route for ${method} /api/no-such-thing` });
    }
  });

  it('a malformed JSON body is a JSON 400', async () => {
    const id = await createdId(submitDressOrder(shared.t.client()));
    for (const [client, method, path] of [
      [shared.t.client(), 'POST', '/api/login'],
      [shared.t.client(), 'POST', '/api/register'],
      [shared.admin, 'PATCH', `/api/dress-orders/${id}/status`],
    ] as const) {
      const response = await client.request(path, { method, body: '{"status": "appro', headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await errorBody(response)).toEqual({ code: 'malformed_request', message: 'The body must be valid JSON' });
    }
    expect((await listRequests(shared.admin)).find((r) => r.id === id)?.status).toBe('pending');
  });
});
