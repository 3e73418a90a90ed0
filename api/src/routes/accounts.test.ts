import type { AccountListItem, ApiError, PublicUser } from '@atelier/contracts';
import { userStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ADMIN, STAFF_PASSWORD, createStaff, signIn } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { useTestApp } from '../testing/harness.ts';

async function list(client: TestClient): Promise<AccountListItem[]> {
  const response = await client.get('/api/accounts');
  if (response.status !== 200) throw new Error(`GET /api/accounts: ${response.status} ${await response.text()}`);
  return (await response.json()) as AccountListItem[];
}

const create = (client: TestClient, body: Record<string, unknown>, query = '') => client.postJson(`/api/accounts${query}`, body);
const remove = (client: TestClient, id: string, query = '') => client.request(`/api/accounts/${id}${query}`, { method: 'DELETE' });

async function created(response: Response): Promise<PublicUser> {
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${await response.text()}`);
  return (await response.json()) as PublicUser;
}

describeEachStore('accounts', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('lists accounts for an admin only (401, 403), oldest first, never cached and without password hashes', async () => {
    const staff = await createStaff(shared.t, shared.admin, 'paloma');
    expect((await shared.t.client().get('/api/accounts')).status).toBe(401);
    expect((await staff.get('/api/accounts')).status).toBe(403);

    const response = await shared.admin.get('/api/accounts');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const accounts = (await response.json()) as AccountListItem[];
    expect(accounts.slice(0, 2)).toEqual([
      { id: expect.any(String), username: ADMIN.username, isAdmin: true, createdAt: expect.any(String) },
      { id: expect.any(String), username: 'paloma', isAdmin: false, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(accounts)).not.toMatch(/scrypt|hash/i);
  });

  it('creates a staff account (not an admin unless asked), which can sign in; an admin one when asked', async () => {
    const staff = await created(await create(shared.admin, { username: 'Marta.Ruiz', password: STAFF_PASSWORD }));
    expect(staff).toEqual({ id: expect.any(String), username: 'Marta.Ruiz', isAdmin: false });
    const admin = await created(await create(shared.admin, { username: 'segunda', password: STAFF_PASSWORD, isAdmin: true }));
    expect(admin.isAdmin).toBe(true);
    expect((await list(shared.admin)).filter((a) => [staff.id, admin.id].includes(a.id)).map((a) => [a.username, a.isAdmin])).toEqual([
      ['Marta.Ruiz', false],
      ['segunda', true],
    ]);
    const marta = await signIn(shared.t, 'marta.ruiz', STAFF_PASSWORD);
    expect(((await (await marta.get('/api/user')).json()) as PublicUser).isAdmin).toBe(false);
    // Every account is an event in its own stream.
    expect((await shared.t.store.readStream(userStreamId(staff.id))).events.map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('refuses creation to a visitor (401) and to staff (403), bad fields in the request language (400), a taken name (409), a big body (413)', async () => {
    const staff = await createStaff(shared.t, shared.admin, 'rocio');
    expect((await create(shared.t.client(), { username: 'intrusa', password: STAFF_PASSWORD })).status).toBe(401);
    expect((await create(staff, { username: 'intrusa', password: STAFF_PASSWORD })).status).toBe(403);

    const english = await create(shared.admin, { username: 'a', password: 'short' }, '?lang=en');
    expect(english.status).toBe(400);
    expect(((await english.json()) as ApiError).issues).toEqual([
      { path: 'username', message: expect.stringMatching(/^Username must be/) },
      { path: 'password', message: expect.stringMatching(/^Password must be at least 10/) },
    ]);
    const spanish = await create(shared.admin, { username: 'a', password: 'short' }, '?lang=es');
    expect(((await spanish.json()) as ApiError).issues?.[0]?.message).toMatch(/^El nombre de usuario/);

    const taken = await create(shared.admin, { username: 'ROCIO', password: STAFF_PASSWORD }, '?lang=en');
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ApiError).message).toBe('That username is already taken');
    expect((await create(shared.admin, { username: 'grande', password: 'x'.repeat(8 * 1024) })).status).toBe(413);
    expect((await list(shared.admin)).map((a) => a.username)).not.toContain('intrusa');
  });

  it("removes an account: its sessions end at once (401 on the next request) and it can no longer sign in", async () => {
    const staff = await createStaff(shared.t, shared.admin, 'carla');
    const id = ((await (await staff.get('/api/user')).json()) as PublicUser).id;
    expect((await staff.get('/api/contact-messages')).status).toBe(200);

    const removed = await remove(shared.admin, id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id, removed: true });

    expect((await staff.get('/api/user')).status).toBe(401);
    expect((await staff.get('/api/contact-messages')).status).toBe(401);
    const { rows } = await sql`select count(*)::int as n from sessions where user_id = ${id}`.execute(shared.t.store.db);
    expect(rows).toEqual([{ n: 0 }]);
    expect((await shared.t.client().postJson('/api/login', { username: 'carla', password: STAFF_PASSWORD })).status).toBe(401);
    expect((await list(shared.admin)).map((a) => a.id)).not.toContain(id);
    // Her name stays reserved: nobody else can take it and be mistaken for her in the history.
    expect((await create(shared.admin, { username: 'carla', password: STAFF_PASSWORD })).status).toBe(409);
    const events = (await shared.t.store.readStream(userStreamId(id))).events;
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserRemoved']);
  });

  it('refuses removal to a visitor (401) and staff (403), of oneself (409), of an unknown or removed account (404) and a malformed id (400), in the request language', async () => {
    const staff = await createStaff(shared.t, shared.admin, 'noelia');
    const staffId = ((await (await staff.get('/api/user')).json()) as PublicUser).id;
    const adminId = ((await (await shared.admin.get('/api/user')).json()) as PublicUser).id;

    expect((await remove(shared.t.client(), staffId)).status).toBe(401);
    expect((await remove(staff, adminId)).status).toBe(403);
    const self = await remove(shared.admin, adminId, '?lang=en');
    expect(self.status).toBe(409);
    expect(((await self.json()) as ApiError).message).toBe('You cannot remove your own account');
    expect(((await (await remove(shared.admin, adminId, '?lang=es')).json()) as ApiError).message).toBe('No puedes eliminar tu propia cuenta');
    const unknown = await remove(shared.admin, crypto.randomUUID(), '?lang=en');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiError).message).toBe('Account not found');
    expect((await remove(shared.admin, 'u-1', '?lang=es')).status).toBe(400);

    expect((await remove(shared.admin, staffId)).status).toBe(200);
    expect((await remove(shared.admin, staffId)).status).toBe(404);
    // The admin is still signed in and still listed.
    expect((await list(shared.admin)).map((a) => a.id)).toContain(adminId);
  });
});
