import { executeCommand } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { requestThreadStream } from '../requests/thread-commands.ts';
import { pngImage } from '../testing/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, listRequests, pngUpload, submitConcept, submitDressOrder } from '../testing/requests.ts';
import { postAsClient, threadAsStaff } from '../testing/request-thread.ts';

const unreadOf = async (client: Parameters<typeof listRequests>[0], type: 'dress' | 'concept', id: number) =>
  (await listRequests(client)).find((item) => item.type === type && item.id === id)?.unreadMessages;

describeEachStore('a request thread, the staff side', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('posts a reply from the atelier, answers it, and reads it back, private and unchanged', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Valentina Ortega' }));
    expect(await threadAsStaff(shared.admin, { type: 'dress', id })).toEqual({ messages: [] });

    const posted = await shared.admin.postJson(`/api/requests/dress/${id}/messages`, { text: '  Gracias, Valentina: ¿le va bien el martes a las once?\n' });
    expect(posted.status).toBe(201);
    const message = await posted.json();
    expect(message).toEqual({ number: 1, from: 'atelier', text: 'Gracias, Valentina: ¿le va bien el martes a las once?', at: expect.any(String), unread: false });

    const read = await shared.admin.get(`/api/requests/dress/${id}/messages`);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ messages: [message] });
    expect(await unreadOf(shared.admin, 'dress', id)).toBe(0);
  });

  it('counts her messages unread until the staff mark them read, per request; reading the thread marks nothing', async () => {
    const id = await createdId(submitConcept(shared.t.client(), { fullName: 'Noor Haddad' }));
    const other = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Someone Else' }));
    await postAsClient(shared.t, { type: 'concept', id }, '¿Puedo cambiar la tela?');
    await postAsClient(shared.t, { type: 'dress', id: other }, 'Hola');
    const reply = await shared.admin.postJson(`/api/requests/concept/${id}/messages`, { text: 'Sí, claro.' });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ number: 2, from: 'atelier' });
    await postAsClient(shared.t, { type: 'concept', id }, 'Entonces seda, por favor.');

    expect(await unreadOf(shared.admin, 'concept', id)).toBe(2);
    expect(await unreadOf(shared.admin, 'dress', other)).toBe(1);
    const thread = await threadAsStaff(shared.admin, { type: 'concept', id });
    expect(thread.messages.map(({ number, from, text, unread }) => [number, from, text, unread])).toEqual([
      [1, 'client', '¿Puedo cambiar la tela?', true],
      [2, 'atelier', 'Sí, claro.', false],
      [3, 'client', 'Entonces seda, por favor.', true],
    ]);
    // Reading is not marking: the count stays until the dialog says what was shown.
    expect(await unreadOf(shared.admin, 'concept', id)).toBe(2);

    const first = await shared.admin.postJson(`/api/requests/concept/${id}/messages/read`, { upTo: 1 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ readUpTo: 1 });
    expect(await unreadOf(shared.admin, 'concept', id)).toBe(1);

    const all = await shared.admin.postJson(`/api/requests/concept/${id}/messages/read`, { upTo: 3 });
    expect(await all.json()).toEqual({ readUpTo: 3 });
    expect(await unreadOf(shared.admin, 'concept', id)).toBe(0);
    expect((await threadAsStaff(shared.admin, { type: 'concept', id })).messages.map((m) => m.unread)).toEqual([false, false, false]);
    // Marking again, or past the newest message, records nothing more and still answers.
    const again = await shared.admin.postJson(`/api/requests/concept/${id}/messages/read`, { upTo: 40 });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ readUpTo: 3 });
    expect(await unreadOf(shared.admin, 'dress', other)).toBe(1);
  });

  it('refuses the thread of an erased request (404) and counts nothing unread for it', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Erased Elena' }));
    await postAsClient(shared.t, { type: 'dress', id }, 'Mi número nuevo es el 611 000 111');
    expect(await unreadOf(shared.admin, 'dress', id)).toBe(1);
    expect((await shared.admin.request(`/api/requests/dress/${id}/erase`, { method: 'POST' })).status).toBe(200);

    for (const [path, json] of [
      [`/api/requests/dress/${id}/messages`, { text: 'Hola' }],
      [`/api/requests/dress/${id}/messages/read`, { upTo: 1 }],
    ] as const) {
      const refused = await shared.admin.postJson(path, json, { 'accept-language': 'en' });
      expect(refused.status, path).toBe(404);
      expect(await errorBody(refused)).toEqual({ code: 'not_found', message: 'Request not found' });
    }
    expect(await unreadOf(shared.admin, 'dress', id)).toBe(0);
    // The staff still see who wrote and when, never what.
    const thread = await threadAsStaff(shared.admin, { type: 'dress', id });
    expect(thread.messages).toEqual([{ number: 1, from: 'client', text: '[erased]', at: expect.any(String), unread: true }]);
    expect(JSON.stringify(thread)).not.toContain('611 000 111');
  });

  it('answers 401 signed out and 400 with the field message for bad text, storing nothing', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Lucía Fernández' }));
    const visitor = shared.t.client();
    for (const [method, path, json] of [
      ['GET', `/api/requests/dress/${id}/messages`, undefined],
      ['POST', `/api/requests/dress/${id}/messages`, { text: 'Hola' }],
      ['POST', `/api/requests/dress/${id}/messages/read`, { upTo: 1 }],
    ] as const) {
      const response = await visitor.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await errorBody(response)).toMatchObject({ code: 'not_signed_in' });
    }

    const blank = await shared.admin.postJson(`/api/requests/dress/${id}/messages`, { text: '  ' }, { 'accept-language': 'en' });
    expect(blank.status).toBe(400);
    expect(await errorBody(blank)).toEqual({
      code: 'validation_failed',
      message: 'Write a message of 1 to 4000 characters',
      issues: [{ path: 'text', message: 'Write a message of 1 to 4000 characters' }],
    });
    const long = await shared.admin.postJson(`/api/requests/dress/${id}/messages`, { text: 'x'.repeat(4001) });
    expect(long.status).toBe(400);
    expect((await errorBody(long)).message).toBe('Escribe un mensaje de 1 a 4000 caracteres');
    expect(await threadAsStaff(shared.admin, { type: 'dress', id })).toEqual({ messages: [] });
  });

  it('lists the photos she adds from her page after those of the form, serves them to the staff, and erases them with her', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Carla Ruiz' }, [await pngUpload('image')]));
    const keys = [`requests/dress/${id}/client-1.png`, `requests/dress/${id}/client-2.png`];
    for (const key of keys) await shared.t.blobs.put(key, await pngImage(), 'image/png');
    const { position } = await executeCommand(shared.t.store, {
      stream: requestThreadStream({ type: 'dress', id }),
      command: { type: 'AddClientImages', data: { requestId: id, imageKeys: keys, at: new Date().toISOString() } },
      metadata: { actor: 'client', correlationId: crypto.randomUUID(), causationId: null },
    });
    expect(await shared.t.runner.waitFor(position, 15_000)).toBe(true);

    const item = (await listRequests(shared.admin)).find((r) => r.type === 'dress' && r.id === id);
    expect(item?.imageUrls).toEqual([0, 1, 2].map((n) => `/api/requests/dress/${id}/images/${n}`));
    const second = await shared.admin.get(`/api/requests/dress/${id}/images/2`);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('image/png');

    expect((await shared.admin.request(`/api/requests/dress/${id}/erase`, { method: 'POST' })).status).toBe(200);
    expect((await shared.t.blobKeys()).filter((key) => key.startsWith(`requests/dress/${id}/`))).toEqual([]);
  });
});
