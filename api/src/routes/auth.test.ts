import { message } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEFAULT_POLICY } from '../middleware/login-throttle.ts';
import { ADMIN, STAFF_PASSWORD, createStaff, registerFirstAdmin, signIn } from '../testing/actors.ts';
import { TestClient } from '../testing/client.ts';
import { startTestApp, useTestApp, type TestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

const registrationOpen = async (client: TestClient) => {
  const response = await client.get('/api/register');
  expect(response.status).toBe(200);
  return ((await response.json()) as { open: boolean }).open;
};

describeEachStore('registration, before the first account', (kind) => {
  // Its own app: the one test that needs a site with no account yet.
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('is open before the first account; that account becomes the admin and is signed in', async () => {
    const admin = t.client();
    expect(await registrationOpen(admin)).toBe(true);
    // Asking not to be an admin does not matter: someone has to run the atelier.
    const response = await admin.postJson('/api/register', { ...ADMIN, isAdmin: false });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), username: ADMIN.username, isAdmin: true });
    const me = await admin.get('/api/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: ADMIN.username, isAdmin: true });
  });
});

describeEachStore('registration, once the atelier has its admin', (kind) => {
  // Every test makes the accounts it needs, under names no other test uses.
  const shared = useTestApp(kind, { admin: true });

  it('is then closed to visitors: GET says so and POST is 401', async () => {
    const visitor = shared.t.client();
    expect(await registrationOpen(visitor)).toBe(false);
    const response = await visitor.postJson('/api/register', { username: 'visitor', password: 'a long passphrase' }, { 'accept-language': 'en-GB' });
    expect(response.status).toBe(401);
    expect(await errorBody(response)).toEqual({ code: 'not_signed_in', message: message('registrationClosed', 'en') });
    const spanish = await visitor.postJson('/api/register', { username: 'visitor', password: 'a long passphrase' }, { 'accept-language': 'es-ES' });
    expect(await errorBody(spanish)).toEqual({ code: 'not_signed_in', message: message('registrationClosed', 'es') });
    expect((await visitor.get('/api/user')).status).toBe(401);
  });

  it('lets the admin create a non-admin colleague while staying signed in as herself', async () => {
    const { t, admin } = shared;
    expect(await registrationOpen(admin)).toBe(true);
    const response = await admin.postJson('/api/register', { username: 'Marta', password: STAFF_PASSWORD });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), username: 'Marta', isAdmin: false });
    expect(await (await admin.get('/api/user')).json()).toMatchObject({ username: ADMIN.username });

    const staff = await signIn(t, 'marta', STAFF_PASSWORD);
    expect(await (await staff.get('/api/user')).json()).toMatchObject({ username: 'Marta', isAdmin: false });
  });

  it('is closed to a signed-in non-admin: GET says so and POST is 403', async () => {
    const staff = await createStaff(shared.t, shared.admin, 'nerea');
    expect(await registrationOpen(staff)).toBe(false);
    const response = await staff.postJson('/api/register', { username: 'friend', password: 'a long passphrase' }, { 'accept-language': 'es' });
    expect(response.status).toBe(403);
    expect(await errorBody(response)).toEqual({ code: 'forbidden', message: message('adminOnlyAccounts', 'es') });
  });

  it('lets the admin create another admin when she asks for one', async () => {
    const response = await shared.admin.postJson('/api/register', { username: 'lola', password: STAFF_PASSWORD, isAdmin: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username: 'lola', isAdmin: true });
    expect(await (await signIn(shared.t, 'lola', STAFF_PASSWORD)).get('/api/user').then((r) => r.json())).toMatchObject({ username: 'lola', isAdmin: true });
  });

  it('refuses a username that differs only in case (409)', async () => {
    const { t, admin } = shared;
    await createStaff(t, admin, 'Olga');
    for (const username of ['ANA', 'olga', 'OlGa']) {
      const response = await admin.postJson('/api/register', { username, password: 'yet another passphrase' }, { 'accept-language': 'en' });
      expect({ username, status: response.status }).toEqual({ username, status: 409 });
      expect(await errorBody(response)).toEqual({ code: 'already_exists', message: 'That username is already taken' });
    }
    // The original passwords still work, so nothing was overwritten.
    await signIn(t, 'olga', STAFF_PASSWORD);
    await signIn(t, ADMIN.username, ADMIN.password);
  });

  it('validates the fields in the request language', async () => {
    const response = await shared.admin.postJson('/api/register', { username: 'ab', password: 'short' }, { 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: 'validation_failed',
      message: 'Username must be between 3 and 40 characters',
      issues: [
        { path: 'username', message: 'Username must be between 3 and 40 characters' },
        { path: 'password', message: 'Password must be at least 10 characters' },
      ],
    });
  });
});

describeEachStore('two concurrent first registrations', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('exactly one succeeds and becomes the only admin', async () => {
    const [first, second] = [t.client(), t.client()];
    const answers = await Promise.all([
      first.postJson('/api/register', { username: 'first', password: 'a long passphrase' }),
      second.postJson('/api/register', { username: 'second', password: 'a long passphrase' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 401]);
    const winner = answers[0]?.status === 201 ? first : second;
    const loser = winner === first ? second : first;
    expect(await (await winner.get('/api/user')).json()).toMatchObject({ isAdmin: true });
    expect((await loser.get('/api/user')).status).toBe(401);
    const loserName = winner === first ? 'second' : 'first';
    expect((await t.client().postJson('/api/login', { username: loserName, password: 'a long passphrase' })).status).toBe(401);
  });
});

// The throttle keeps its counts in memory, so one backend is enough to test it over HTTP.
describe('sign-in throttle over HTTP', () => {
  let t: TestApp;
  let client: TestClient;
  const slept: number[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await registerFirstAdmin(t);
    // Behind a trusted proxy, the proxy's X-Forwarded-For entry names the caller, so each
    // test picks its addresses. The username's delay is recorded, not waited.
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    client = new TestClient(createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: true }, sleep }));
  });
  afterAll(() => t.close());

  const login = (forwardedFor: string, password: string, lang = 'en') =>
    client.postJson('/api/login', { username: ADMIN.username, password }, { 'x-forwarded-for': forwardedFor, 'accept-language': lang });

  it('refuses an address that keeps guessing with 429, Retry-After and a message in the reader\'s language', async () => {
    // The attacker makes up a new first entry each time; only the proxy's last one counts.
    for (let n = 1; n <= DEFAULT_POLICY.perAddressAndUser; n++) {
      expect((await login(`198.18.0.${n}, 203.0.113.66`, 'wrong password')).status).toBe(401);
    }
    for (const lang of ['en', 'es'] as const) {
      const refused = await login('198.18.1.1, 203.0.113.66', ADMIN.password, lang);
      expect(refused.status).toBe(429);
      // Until the first failure lapses: the app's clock is the real one, so a few seconds may have passed.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(DEFAULT_POLICY.windowMs / 1000);
      expect(await errorBody(refused)).toEqual({ code: 'rate_limited', message: message('tooManySignInAttempts', lang) });
    }
    t.advanceClock(DEFAULT_POLICY.windowMs);
    expect((await login('203.0.113.66', ADMIN.password)).status).toBe(200);
  });

  it('lets the owner in from a clean address after many failures for her name from elsewhere, slowed by a capped delay', async () => {
    t.advanceClock(DEFAULT_POLICY.windowMs); // every earlier failure has lapsed
    slept.length = 0;
    // Two wrong guesses from each of 5 addresses: no address reaches a hard limit.
    for (let n = 0; n < 10; n++) {
      expect((await login(`192.0.2.${n % 5}`, 'wrong password')).status).toBe(401);
    }
    const { freeFailuresPerUser, baseDelayMs, maxDelayMs } = DEFAULT_POLICY;
    expect(slept.slice(0, 5)).toEqual([baseDelayMs, baseDelayMs * 2, baseDelayMs * 4, baseDelayMs * 8, maxDelayMs]);
    expect(slept).toHaveLength(10 - freeFailuresPerUser);
    expect(slept.every((ms) => ms <= maxDelayMs)).toBe(true);

    const owner = await login('198.51.100.20', ADMIN.password);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ username: ADMIN.username, isAdmin: true });
    expect(slept.at(-1)).toBe(maxDelayMs);
  });
});
