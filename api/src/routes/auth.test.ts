import { message } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, STAFF_PASSWORD, signIn } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';

const registrationOpen = async (client: TestClient) => {
  const response = await client.get('/api/register');
  expect(response.status).toBe(200);
  return ((await response.json()) as { open: boolean }).open;
};

describeEachStore('registration', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('is open before the first account; that account becomes the admin and is signed in', async () => {
    admin = t.client();
    expect(await registrationOpen(admin)).toBe(true);
    // Asking not to be an admin does not matter: someone has to run the atelier.
    const response = await admin.postJson('/api/register', { ...ADMIN, isAdmin: false });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), username: ADMIN.username, isAdmin: true });
    const me = await admin.get('/api/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: ADMIN.username, isAdmin: true });
  });

  it('is then closed to visitors: GET says so and POST is 401', async () => {
    const visitor = t.client();
    expect(await registrationOpen(visitor)).toBe(false);
    const response = await visitor.postJson('/api/register', { username: 'visitor', password: 'a long passphrase' }, { 'accept-language': 'en-GB' });
    expect(response.status).toBe(401);
    expect(await errorBody(response)).toEqual({ message: message('registrationClosed', 'en') });
    const spanish = await visitor.postJson('/api/register', { username: 'visitor', password: 'a long passphrase' }, { 'accept-language': 'es-ES' });
    expect(await errorBody(spanish)).toEqual({ message: message('registrationClosed', 'es') });
    expect((await visitor.get('/api/user')).status).toBe(401);
  });

  it('lets the admin create a non-admin colleague while staying signed in as herself', async () => {
    expect(await registrationOpen(admin)).toBe(true);
    const response = await admin.postJson('/api/register', { username: 'Marta', password: STAFF_PASSWORD });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), username: 'Marta', isAdmin: false });
    expect(await (await admin.get('/api/user')).json()).toMatchObject({ username: ADMIN.username });

    staff = await signIn(t, 'marta', STAFF_PASSWORD);
    expect(await (await staff.get('/api/user')).json()).toMatchObject({ username: 'Marta', isAdmin: false });
  });

  it('is closed to a signed-in non-admin: GET says so and POST is 403', async () => {
    expect(await registrationOpen(staff)).toBe(false);
    const response = await staff.postJson('/api/register', { username: 'friend', password: 'a long passphrase' }, { 'accept-language': 'es' });
    expect(response.status).toBe(403);
    expect(await errorBody(response)).toEqual({ message: message('adminOnlyAccounts', 'es') });
  });

  it('lets the admin create another admin when she asks for one', async () => {
    const response = await admin.postJson('/api/register', { username: 'lola', password: STAFF_PASSWORD, isAdmin: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username: 'lola', isAdmin: true });
  });

  it('refuses a username that differs only in case (409)', async () => {
    for (const username of ['ANA', 'marta', 'MaRtA']) {
      const response = await admin.postJson('/api/register', { username, password: STAFF_PASSWORD }, { 'accept-language': 'en' });
      expect({ username, status: response.status }).toEqual({ username, status: 409 });
      expect(await errorBody(response)).toEqual({ message: 'That username is already taken' });
    }
    // The original password still works, so nothing was overwritten.
    await signIn(t, 'marta', STAFF_PASSWORD);
  });

  it('validates the fields in the request language', async () => {
    const response = await admin.postJson('/api/register', { username: 'ab', password: 'short' }, { 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
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
