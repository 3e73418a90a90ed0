import { SIGNED_IN_HINT_COOKIE } from '@atelier/contracts';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { ADMIN, registerFirstAdmin, signIn } from '../testing/actors.ts';
import { TEST_ORIGIN } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

const hintOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
    ?.split(';')
    .map((part) => part.trim());

describe('the signed-in hint cookie for the static header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await registerFirstAdmin(t);
  });
  afterAll(() => t.close());

  it('is set at login, readable by scripts, and dropped at logout', async () => {
    const client = t.client();
    const login = await client.postJson('/api/login', { username: ADMIN.username, password: ADMIN.password });
    const set = hintOf(login);
    expect(set?.[0]).toBe(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(set).not.toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(client.cookieHeader()).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);

    // Already hinted: later calls do not send it again.
    expect(hintOf(await client.get('/api/user'))).toBeUndefined();

    const logout = await client.postJson('/api/logout', {});
    expect(hintOf(logout)?.join(';')).toMatch(/Max-Age=0/i);
    expect(client.cookieHeader()).not.toContain(SIGNED_IN_HINT_COOKIE);
  });

  it('is cleared when the session behind it is gone', async () => {
    const signedIn = await signIn(t, ADMIN.username, ADMIN.password);
    expect(signedIn.cookieHeader()).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
    // A stale hint without a session (expired or revoked elsewhere): the next call clears it.
    const stale = await t.app.request(`${TEST_ORIGIN}/api/user`, { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(stale.status).toBe(401);
    expect(hintOf(stale)?.join(';')).toMatch(/Max-Age=0/i);
  });
});
