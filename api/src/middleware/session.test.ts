import { describeEachStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ADMIN, registerFirstAdmin, signIn } from '../testing/actors.ts';
import { TEST_ORIGIN, TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The session cookie a response sets last (the one a browser keeps), as name=value plus attributes. */
function sessionCookie(response: Response, name: string): { pair: string; attributes: string[] } {
  const line = response.headers
    .getSetCookie()
    .filter((l) => l.startsWith(`${name}=`))
    .at(-1);
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { pair, attributes };
}

describeEachStore('sessions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await registerFirstAdmin(t);
  });
  afterAll(() => t.close());

  /** GET /api/user with exactly this Cookie header, outside any cookie jar. */
  const userWithCookie = (cookie: string) => t.app.request(`${TEST_ORIGIN}/api/user`, { headers: { cookie } });

  it('rotates the session id at login; the pre-login cookie never carries the user', async () => {
    const client = t.client();
    expect((await client.get('/api/user')).status).toBe(401);
    const before = client.cookieHeader();
    expect(before).toMatch(/^atelier_session=/);

    expect((await client.postJson('/api/login', { username: ADMIN.username, password: ADMIN.password })).status).toBe(200);
    const after = client.cookieHeader();
    expect(after).not.toBe(before);

    expect((await userWithCookie(after)).status).toBe(200);
    expect((await userWithCookie(before)).status).toBe(401);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/ (not Secure over plain HTTP)', async () => {
    const response = await t.client().postJson('/api/login', ADMIN);
    const { pair, attributes } = sessionCookie(response, 'atelier_session');
    expect(pair).toMatch(/^atelier_session=.+/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(attributes).not.toContain('Secure');
  });

  it('behind an HTTPS proxy the cookie is __Host- prefixed and Secure, and still signs in', async () => {
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: true } });
    const client = new TestClient(app);
    const response = await client.postJson('/api/login', ADMIN);
    expect(response.status).toBe(200);
    const { pair, attributes } = sessionCookie(response, '__Host-atelier_session');
    expect(pair).toMatch(/^__Host-atelier_session=.+/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']));
    expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
    expect(client.cookieHeader()).not.toMatch(/(^|; )atelier_session=/);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('logout revokes the session: replaying the old cookie gets 401', async () => {
    const client = await signIn(t, ADMIN.username, ADMIN.password);
    const cookie = client.cookieHeader();
    expect((await userWithCookie(cookie)).status).toBe(200);

    expect((await client.request('/api/logout', { method: 'POST' })).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await userWithCookie(cookie)).status).toBe(401);
  });

  it('ends after 8 hours without activity', async () => {
    const client = await signIn(t, ADMIN.username, ADMIN.password);
    t.advanceClock(8 * HOUR - MINUTE);
    expect((await client.get('/api/user')).status).toBe(200);
    t.advanceClock(8 * HOUR + MINUTE);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('ends 7 days after sign-in even when used every 7 hours', async () => {
    const client = await signIn(t, ADMIN.username, ADMIN.password);
    // 23 touches reach 161 h; the next step (7 h 1 min later) is past 7 days but not idle for 8 h.
    for (let step = 1; step <= 23; step++) {
      t.advanceClock(7 * HOUR);
      expect({ step, status: (await client.get('/api/user')).status }).toEqual({ step, status: 200 });
    }
    t.advanceClock(7 * HOUR + MINUTE);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
