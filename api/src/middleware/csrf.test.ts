import { describeEachStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { registerFirstAdmin } from '../testing/actors.ts';
import { TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { errorBody, listRequests, pngUpload, submitDressOrder } from '../testing/requests.ts';

const EVIL = { origin: 'https://evil.example' };

describeEachStore('cross-origin requests', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await registerFirstAdmin(t);
  });
  afterAll(() => t.close());

  it('refuses a cross-origin order (403) and creates nothing; the same order from the site works', async () => {
    const refused = await submitDressOrder(t.client(), {}, [await pngUpload('image')], EVIL);
    expect(refused.status).toBe(403);
    expect(await errorBody(refused)).toEqual({ message: expect.any(String) });
    expect(await listRequests(admin)).toEqual([]);
    expect(await t.blobKeys()).toEqual([]);

    const crossSite = await submitDressOrder(t.client(), {}, [], { 'sec-fetch-site': 'cross-site', origin: '' });
    expect(crossSite.status).toBe(403);
    expect(await listRequests(admin)).toEqual([]);

    expect((await submitDressOrder(t.client(), {}, [await pngUpload('image')])).status).toBe(201);
    expect(await listRequests(admin)).toHaveLength(1);
  });

  it('refuses a cross-origin logout (403): the session survives; a same-origin logout works', async () => {
    const refused = await admin.postForm('/api/logout', new FormData(), EVIL);
    expect(refused.status).toBe(403);
    expect((await admin.get('/api/user')).status).toBe(200);

    expect((await admin.postForm('/api/logout', new FormData())).status).toBe(204);
    expect((await admin.get('/api/user')).status).toBe(401);
  });

  it('behind a proxy, accepts the configured public origin and still refuses others', async () => {
    const publicOrigin = 'https://atelier.example';
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: true, publicOrigin } });
    const client = new TestClient(app);
    expect((await submitDressOrder(client, {}, [], { origin: publicOrigin })).status).toBe(201);
    expect((await submitDressOrder(client, {}, [], EVIL)).status).toBe(403);
  });
});
