import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { TestClient } from '../testing/client.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody, listRequests, pngUpload, submitDressOrder } from '../testing/requests.ts';

const EVIL = { origin: 'https://evil.example' };

/** The guard in the whole app: nothing is stored, no session is lost. Its rules are in csrf.test.ts. */
describeEachStore('cross-origin requests', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('refuses a cross-origin order (403) and creates nothing; the same order from the site works', async () => {
    const refused = await submitDressOrder(shared.t.client(), {}, [await pngUpload('image')], EVIL);
    expect(refused.status).toBe(403);
    expect(await errorBody(refused)).toEqual({ code: 'forbidden', message: expect.any(String) });
    expect(await listRequests(shared.admin)).toEqual([]);
    expect(await shared.t.blobKeys()).toEqual([]);

    const crossSite = await submitDressOrder(shared.t.client(), {}, [], { 'sec-fetch-site': 'cross-site', origin: '' });
    expect(crossSite.status).toBe(403);
    expect(await listRequests(shared.admin)).toEqual([]);

    expect((await submitDressOrder(shared.t.client(), {}, [await pngUpload('image')])).status).toBe(201);
    expect(await listRequests(shared.admin)).toHaveLength(1);
  });

  it('refuses a cross-origin logout (403): the session survives; a same-origin logout works', async () => {
    const refused = await shared.admin.postForm('/api/logout', new FormData(), EVIL);
    expect(refused.status).toBe(403);
    expect((await shared.admin.get('/api/user')).status).toBe(200);

    expect((await shared.admin.postForm('/api/logout', new FormData())).status).toBe(204);
    expect((await shared.admin.get('/api/user')).status).toBe(401);
  });

  it('behind a proxy, accepts the configured public origin and still refuses others', async () => {
    const publicOrigin = 'https://atelier.example';
    const app = createApp({ ...shared.t.ctx, config: { ...shared.t.ctx.config, trustProxy: true, publicOrigin } });
    const client = new TestClient(app);
    expect((await submitDressOrder(client, {}, [], { origin: publicOrigin })).status).toBe(201);
    expect((await submitDressOrder(client, {}, [], EVIL)).status).toBe(403);
  });
});
