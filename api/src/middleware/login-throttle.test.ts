import { describeEachStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ADMIN, registerFirstAdmin } from '../testing/actors.ts';
import { TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';
import { MAX_FAILURES, WINDOW_MS } from './login-throttle.ts';

describeEachStore('login throttling', (kind) => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await registerFirstAdmin(t);
    // Behind a trusted proxy, X-Forwarded-For names the caller, so each test picks its IPs.
    client = new TestClient(createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: true } }));
  });
  afterAll(() => t.close());

  const login = (ip: string, username: string, password: string) =>
    client.postJson('/api/login', { username, password }, { 'x-forwarded-for': ip });

  async function expectThrottled(response: Response) {
    expect(response.status).toBe(429);
    expect(await errorBody(response)).toEqual({ message: expect.any(String) });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  }

  it('per username: 5 failures from anywhere, then even the right password gets 429 until the window passes', async () => {
    for (let n = 1; n <= MAX_FAILURES; n++) {
      expect((await login(`10.0.1.${n}`, ADMIN.username, 'wrong password')).status).toBe(401);
    }
    await expectThrottled(await login('10.0.1.99', ADMIN.username, ADMIN.password));
    // A differently cased name is the same account.
    await expectThrottled(await login('10.0.1.98', ADMIN.username.toUpperCase(), ADMIN.password));

    t.advanceClock(WINDOW_MS + 1000);
    expect((await login('10.0.1.99', ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it('per IP: 5 failures on any names, then even the right password from that IP gets 429 until the window passes', async () => {
    const ip = '10.0.2.1';
    for (let n = 1; n <= MAX_FAILURES; n++) {
      expect((await login(ip, `guess${n}`, 'wrong password')).status).toBe(401);
    }
    await expectThrottled(await login(ip, ADMIN.username, ADMIN.password));
    // Another address is not affected.
    expect((await login('10.0.2.2', ADMIN.username, ADMIN.password)).status).toBe(200);

    t.advanceClock(WINDOW_MS + 1000);
    expect((await login(ip, ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it('four failures are not yet throttled', async () => {
    for (let n = 1; n < MAX_FAILURES; n++) {
      expect((await login('10.0.3.1', ADMIN.username, 'wrong password')).status).toBe(401);
    }
    expect((await login('10.0.3.1', ADMIN.username, ADMIN.password)).status).toBe(200);
  });
});
