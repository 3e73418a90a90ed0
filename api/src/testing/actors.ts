import type { PublicUser } from '@atelier/contracts';
import type { TestClient } from './client.ts';

/** What an actor needs of the app under test: a browser-like client of her own (`TestApp` has it). */
export interface Clients {
  client(): TestClient;
}

export const ADMIN = { username: 'ana', password: 'a long passphrase' } as const;
export const STAFF_PASSWORD = 'another long passphrase';

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${await response.text()}`);
  return response;
}

/** The very first account (which becomes the admin), signed in on a fresh client. */
export async function registerFirstAdmin(t: Clients, credentials: { username: string; password: string } = ADMIN): Promise<TestClient> {
  const admin = t.client();
  await expectStatus(await admin.postJson('/api/register', credentials), 201, 'first registration');
  return admin;
}

export async function signIn(t: Clients, username: string, password: string): Promise<TestClient> {
  const client = t.client();
  await expectStatus(await client.postJson('/api/login', { username, password }), 200, `sign-in as ${username}`);
  return client;
}

/** An account the admin creates (not an admin unless asked), signed in on its own client. */
export async function createStaff(t: Clients, admin: TestClient, username: string, isAdmin = false): Promise<TestClient> {
  const created = await expectStatus(
    await admin.postJson('/api/register', { username, password: STAFF_PASSWORD, isAdmin }),
    201,
    `creating ${username}`,
  );
  const user = (await created.json()) as PublicUser;
  if (user.isAdmin !== isAdmin) throw new Error(`creating ${username}: isAdmin is ${user.isAdmin}`);
  return signIn(t, username, STAFF_PASSWORD);
}
