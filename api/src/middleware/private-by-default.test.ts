import { expect, it } from 'vitest';
import { describeEachStore } from '@atelier/event-store/testing';
import { useTestApp } from '../testing/harness.ts';
import { createdId, submitDressOrder } from '../testing/requests.ts';

describeEachStore('private answers are never cached', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('is no-store on per-user JSON, on private reads and on errors that concern them', async () => {
    const id = await createdId(submitDressOrder(shared.t.client()));
    const answers = {
      user: await shared.admin.get('/api/user'),
      requests: await shared.admin.get('/api/requests'),
      history: await shared.admin.get(`/api/requests/dress/${id}/history`),
      registerOpen: await shared.admin.get('/api/register'),
      verdict: await shared.admin.patchJson(`/api/dress-orders/${id}/status`, { status: 'approved' }),
      submission: await submitDressOrder(shared.t.client()),
      signedOut: await shared.t.client().get('/api/requests'),
      refusedLogin: await shared.t.client().postJson('/api/login', { username: 'ana', password: 'wrong password!' }),
      unknown: await shared.t.client().get('/api/nothing-here'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, cacheControl: response.headers.get('cache-control') }).toEqual({ name, cacheControl: 'no-store' });
    }
    expect(answers.user.status).toBe(200);
    expect(answers.signedOut.status).toBe(401);
  });

  it('leaves a public answer its own caching', async () => {
    const settings = await shared.t.client().get('/api/site-settings');
    expect(settings.headers.get('cache-control')).not.toBe('no-store');
  });
});
