import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { TestClient } from '../testing/client.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, listRequests, submitDressOrder } from '../testing/requests.ts';
import { threadAsStaff } from '../testing/request-thread.ts';

describeEachStore('the end-to-end hooks', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('are not there unless E2E_HOOKS=on', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Inés Ruiz' }));
    const response = await shared.t.client().postJson(`/api/e2e/requests/dress/${id}/client-messages`, { text: 'Hola' });
    expect(response.status).toBe(404);
    expect((await errorBody(response)).code).toBe('not_found');
    expect(await threadAsStaff(shared.admin, { type: 'dress', id })).toEqual({ messages: [] });
  });

  it('with E2E_HOOKS=on, post a message as the client, through the same command her page will run', async () => {
    const hooked = new TestClient(createApp({ ...shared.t.ctx, config: { ...shared.t.ctx.config, e2eHooks: true } }));
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Carla Ruiz' }));
    const posted = await hooked.postJson(`/api/e2e/requests/dress/${id}/client-messages`, { text: ' ¿Podemos vernos el martes? ' });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ number: 1, from: 'client', text: '¿Podemos vernos el martes?', at: expect.any(String), unread: true });
    expect((await listRequests(shared.admin)).find((r) => r.type === 'dress' && r.id === id)?.unreadMessages).toBe(1);
    expect((await hooked.postJson('/api/e2e/requests/dress/987654/client-messages', { text: 'Hola' })).status).toBe(404);
  });
});
