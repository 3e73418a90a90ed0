import type { ApiError, ContactMessageListItem } from '@atelier/contracts';
import { contactMessageStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { beforeEach, expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import type { TestClient } from '../testing/client.ts';
import { useTestApp } from '../testing/harness.ts';
import { CONTACT_RATE_LIMIT } from './contact-messages.ts';

const valid = {
  name: 'Carmen Ortega',
  email: 'carmen.ortega@example.com',
  subject: 'Cita para una prueba',
  message: '¿Tenéis hueco el jueves por la tarde para una primera prueba?',
};

const send = (client: TestClient, body: Record<string, unknown>, query = '', headers?: HeadersInit) =>
  client.postJson(`/api/contact-messages${query}`, body, headers);

async function list(client: TestClient): Promise<ContactMessageListItem[]> {
  const response = await client.get('/api/contact-messages');
  if (response.status !== 200) throw new Error(`GET /api/contact-messages: ${response.status} ${await response.text()}`);
  return (await response.json()) as ContactMessageListItem[];
}

async function sentId(response: Response): Promise<string> {
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

describeEachStore('contact messages', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  // Every test client comes from the same address: each test starts with a fresh window.
  beforeEach(() => shared.t.advanceClock(CONTACT_RATE_LIMIT.windowMs));

  it('stores a message with its page language, which a signed-in user lists newest first', async () => {
    const visitor = shared.t.client();
    const first = await sentId(await send(visitor, valid, '?lang=en'));
    const second = await sentId(await send(visitor, { ...valid, name: 'Inés', subject: '', message: 'Una pregunta sobre tejidos.' }));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);

    const messages = await list(shared.admin);
    expect(messages.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second, name: 'Inés', subject: null, lang: 'es', erased: false }),
      {
        id: first,
        name: valid.name,
        email: valid.email,
        subject: valid.subject,
        message: valid.message,
        lang: 'en',
        receivedAt: expect.any(String),
        readAt: null,
        archivedAt: null,
        erased: false,
      },
    ]);
    // The visitor's data is sealed in the event log, never in the clear.
    const { events } = await shared.t.store.readStream(contactMessageStreamId(first));
    expect(events.map((e) => e.type)).toEqual(['ContactMessageReceived']);
  });

  it('answers 401 to a visitor who lists messages, and the list is never cached', async () => {
    expect((await shared.t.client().get('/api/contact-messages')).status).toBe(401);
    expect((await shared.admin.get('/api/contact-messages')).headers.get('cache-control')).toContain('no-store');
  });

  it.each([
    ['en', { name: 'Name is required', email: 'Invalid email address', message: 'Message must be at least 10 characters' }],
    ['es', { name: 'El nombre es obligatorio', email: 'Dirección de correo electrónico no válida', message: 'El mensaje debe tener al menos 10 caracteres' }],
  ] as const)('refuses invalid fields with the messages in %s, storing nothing', async (lang, expected) => {
    const before = (await list(shared.admin)).length;
    const response = await send(shared.t.client(), { name: ' ', email: 'not-an-email', message: 'short' }, `?lang=${lang}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(Object.fromEntries(body.issues!.map((issue) => [issue.path, issue.message]))).toEqual(expected);
    expect(await list(shared.admin)).toHaveLength(before);
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const visitor = shared.t.client();
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.append(name, value);
    expect((await visitor.postForm('/api/contact-messages', form)).status).toBe(415);
    expect((await send(visitor, { ...valid, message: 'x'.repeat(30 * 1024) })).status).toBe(413);
  });

  it('answers a filled honeypot like a stored message, and stores nothing', async () => {
    const before = await list(shared.admin);
    const response = await send(shared.t.client(), { ...valid, website: 'http://cheap-watches.example' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; received: boolean };
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), received: true });
    expect(await list(shared.admin)).toEqual(before);
    expect((await shared.t.store.readStream(contactMessageStreamId(body.id))).events).toEqual([]);
  });

  it('accepts five messages per address in ten minutes, then answers 429 with Retry-After in the page language', async () => {
    const visitor = shared.t.client();
    for (let n = 0; n < CONTACT_RATE_LIMIT.limit; n++) await sentId(await send(visitor, { ...valid, message: `Mensaje número ${n} de prueba` }));
    const refused = await send(visitor, valid, '?lang=en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ApiError).message).toBe('You have sent several messages in a short time. Please wait a few minutes and try again.');
    const spanish = await send(visitor, valid);
    expect(((await spanish.json()) as ApiError).message).toBe('Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a intentarlo.');

    shared.t.advanceClock(CONTACT_RATE_LIMIT.windowMs);
    await sentId(await send(visitor, valid));
  });

  it('stores a message once for a repeated Idempotency-Key, and refuses the key with other content', async () => {
    const visitor = shared.t.client();
    const headers = { 'Idempotency-Key': 'contact-retry-0001' };
    const first = await sentId(await send(visitor, valid, '', headers));
    const again = await sentId(await send(visitor, valid, '', headers));
    expect(again).toBe(first);
    expect((await list(shared.admin)).filter((m) => m.id === first)).toHaveLength(1);
    expect((await send(visitor, { ...valid, message: 'Otro mensaje distinto del primero' }, '', headers)).status).toBe(422);
    expect((await send(visitor, valid, '', { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it('erases a message for an admin only: 401 for a visitor, 403 for staff, 404 unknown, 400 for a malformed id', async () => {
    const id = await sentId(await send(shared.t.client(), { ...valid, name: 'Remedios Varo', email: 'remedios@example.com' }));
    const other = await sentId(await send(shared.t.client(), { ...valid, name: 'Leonora Carrington' }));
    const erase = (client: TestClient, messageId: string) => client.request(`/api/contact-messages/${messageId}/erase`, { method: 'POST' });

    expect((await erase(shared.t.client(), id)).status).toBe(401);
    const staff = await createStaff(shared.t, shared.admin, 'marta');
    expect((await erase(staff, id)).status).toBe(403);
    expect((await erase(shared.admin, crypto.randomUUID())).status).toBe(404);
    expect((await erase(shared.admin, '12')).status).toBe(400);

    const erased = await erase(shared.admin, id);
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ id, erased: true });

    // Staff may read the inbox; the erased message shows as erased, the other one is untouched.
    const messages = await list(staff);
    expect(messages.find((m) => m.id === id)).toMatchObject({ name: '[erased]', email: '[erased]', message: '[erased]', subject: null, erased: true });
    expect(messages.find((m) => m.id === other)).toMatchObject({ name: 'Leonora Carrington', erased: false });
    expect(JSON.stringify(messages)).not.toMatch(/Remedios|remedios@example/);
  });

  it('marks a message read when a signed-in user opens it, once, and archives it; the list says so', async () => {
    const id = await sentId(await send(shared.t.client(), { ...valid, name: 'Clara Campoamor' }));
    const staff = await createStaff(shared.t, shared.admin, 'lucia');
    const open = (client: TestClient) => client.request(`/api/contact-messages/${id}/read`, { method: 'POST' });

    const opened = await open(staff);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toContain('no-store');
    expect(await opened.json()).toEqual({ id, read: true });
    const readAt = (await list(shared.admin)).find((m) => m.id === id)?.readAt;
    expect(readAt).toEqual(expect.any(String));

    // Opened again later: the first opening is what the history and the list keep.
    shared.t.advanceClock(60_000);
    expect((await open(shared.admin)).status).toBe(200);
    expect((await list(shared.admin)).find((m) => m.id === id)).toMatchObject({ readAt, archivedAt: null });

    const archived = await shared.admin.request(`/api/contact-messages/${id}/archive`, { method: 'POST' });
    expect(archived.status).toBe(200);
    expect(await archived.json()).toEqual({ id, archived: true });
    expect((await list(staff)).find((m) => m.id === id)).toMatchObject({ readAt, archivedAt: expect.any(String), erased: false });

    const { events } = await shared.t.store.readStream(contactMessageStreamId(id));
    expect(events.map((e) => e.type)).toEqual(['ContactMessageReceived', 'ContactMessageRead', 'ContactMessageArchived']);
  });

  it.each(['read', 'archive'])('answers POST /:id/%s with 401 for a visitor, 404 for an unknown message and 400 for a bad id, in the request language', async (action) => {
    const id = await sentId(await send(shared.t.client(), valid));
    const post = (client: TestClient, messageId: string, query = '') => client.request(`/api/contact-messages/${messageId}/${action}${query}`, { method: 'POST' });

    expect((await post(shared.t.client(), id)).status).toBe(401);
    const unknown = await post(shared.admin, crypto.randomUUID(), '?lang=en');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiError).message).toBe('Message not found');
    const spanish = await post(shared.admin, crypto.randomUUID(), '?lang=es');
    expect(((await spanish.json()) as ApiError).message).toBe('Mensaje no encontrado');
    const malformed = await post(shared.admin, 'not-a-uuid', '?lang=en');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ApiError).message).toBe('The message id is not valid');
    const huge = await shared.admin.request(`/api/contact-messages/${id}/${action}`, { method: 'POST', json: { padding: 'x'.repeat(80 * 1024) } });
    expect(huge.status).toBe(413);
    expect((await list(shared.admin)).find((m) => m.id === id)).toMatchObject({ readAt: null, archivedAt: null });
  });
});
