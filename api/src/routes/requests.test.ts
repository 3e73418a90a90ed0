import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { createdId, listRequests, pngUpload, requestHistory, submitConcept, submitDressOrder } from '../testing/requests.ts';

const DRESS_PII = {
  fullName: 'Valentina Ortega',
  email: 'valentina.ortega@example.com',
  phone: '+34 611 222 333',
  address: 'Calle del Olivo 7, Sevilla',
  driveLink: 'https://drive.example.com/valentina-moodboard',
  description: 'An ivory crepe gown with hand-embroidered sleeves for my wedding.',
};

const CONCEPT_PII = {
  fullName: 'Noor Haddad',
  email: 'noor.haddad@example.com',
  phone: '+44 7700 900123',
  driveLink: 'https://drive.example.com/noor-sketches',
  conceptDescription: 'A sculptural cape dress that folds like a paper crane.',
  inspirations: 'Noor family photos from Amman',
  additionalComments: 'Please call Noor after six',
};

describeEachStore('erasing a client', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('hides the personal data in the list and the history, keeps the status, and deletes the photo', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), DRESS_PII, [await pngUpload('image')]));
    expect((await shared.admin.patchJson(`/api/dress-orders/${id}/status`, { status: 'approved' })).status).toBe(200);
    expect((await shared.admin.get(`/api/requests/dress/${id}/images/0`)).status).toBe(200);

    const erased = await shared.admin.request(`/api/requests/dress/${id}/erase`, { method: 'POST' });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ type: 'dress', id, erased: true });

    const row = (await listRequests(shared.admin)).find((r) => r.type === 'dress' && r.id === id);
    expect(row).toMatchObject({
      fullName: '[erased]',
      email: '[erased]',
      phone: '[erased]',
      address: '[erased]',
      driveLink: '[erased]',
      description: '[erased]',
      status: 'approved',
      eventType: 'wedding',
      imageUrl: null,
      imageUrls: [],
      erased: true,
    });
    expect(JSON.stringify(row)).not.toMatch(/Valentina|Ortega|611 222|Olivo|crepe/);

    const history = await requestHistory(shared.admin, 'dress', id);
    expect(history.map((h) => [h.type, h.actor])).toEqual([
      ['DressOrderSubmitted', 'anonymous'],
      ['RequestApproved', 'ana'],
      ['PersonalDataErased', 'ana'],
    ]);
    const text = JSON.stringify(history);
    for (const value of Object.values(DRESS_PII)) expect(text).not.toContain(value);

    expect((await shared.admin.get(`/api/requests/dress/${id}/images/0`)).status).toBe(404);
    expect((await shared.t.blobKeys()).filter((key) => key.startsWith(`requests/dress/${id}/`))).toEqual([]);
  });

  it('erases a concept and every one of its photos, leaving other requests alone', async () => {
    const uploads = await Promise.all([0, 1, 2].map((n) => pngUpload('images', `sketch-${n}.png`)));
    const id = await createdId(submitConcept(shared.t.client(), CONCEPT_PII, uploads));
    const otherId = await createdId(submitConcept(shared.t.client(), { fullName: 'Someone Else' }, [await pngUpload('images')]));

    expect((await shared.admin.request(`/api/requests/concept/${id}/erase`, { method: 'POST' })).status).toBe(200);

    const list = await listRequests(shared.admin);
    const row = list.find((r) => r.type === 'concept' && r.id === id);
    for (const field of ['fullName', 'email', 'phone', 'driveLink', 'conceptDescription', 'inspirations', 'additionalComments'] as const) {
      expect(row?.[field]).toBe('[erased]');
    }
    expect(row?.status).toBe('pending');
    expect(row?.erased).toBe(true);
    expect(list.find((r) => r.type === 'concept' && r.id === otherId)?.erased).toBe(false);
    expect(JSON.stringify(list)).not.toMatch(/Noor|Haddad|paper crane|Amman/);
    for (const n of [0, 1, 2]) expect((await shared.admin.get(`/api/requests/concept/${id}/images/${n}`)).status).toBe(404);
    expect((await shared.t.blobKeys()).filter((key) => key.startsWith(`requests/concept/${id}/`))).toEqual([]);

    expect(list.find((r) => r.type === 'concept' && r.id === otherId)?.fullName).toBe('Someone Else');
    expect((await shared.admin.get(`/api/requests/concept/${otherId}/images/0`)).status).toBe(200);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await shared.admin.request('/api/requests/dress/9999/erase', { method: 'POST' })).status).toBe(404);
  });
});
