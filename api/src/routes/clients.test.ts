import type { ClientDetail, ClientListItem, MeasurementSetView, RequestListItem } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import { clientOf } from '../testing/client-page.ts';
import type { TestClient } from '../testing/client.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, listRequests, submitConcept, submitDressOrder } from '../testing/requests.ts';

const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;
const clientDetail = (client: TestClient, id: string) => json<ClientDetail>(client.get(`/api/clients/${id}`));

/**
 * Lucía writes two requests from one address and one from her work address; Marta writes one.
 * The designer finds them, measures Lucía, merges her two addresses, pins, and erases Marta.
 */
describeEachStore('clients and measurements', (kind) => {
  const shared = useTestApp(kind, { admin: true });
  const ids = { first: 0, second: 0, work: 0, marta: 0 };

  it('gives every request her client: one per normalised address, named after her first request', async () => {
    const { t } = shared;
    ids.first = await createdId(submitDressOrder(t.client(), { fullName: 'Lucía Fernández', email: 'lucia@example.com' }));
    ids.second = await createdId(submitConcept(t.client(), { fullName: 'Lucía Fernández', email: '  LUCIA@Example.com ' }));
    ids.work = await createdId(submitDressOrder(t.client(), { fullName: 'Lucía Fernández', email: 'lucia@work.example' }));
    ids.marta = await createdId(submitDressOrder(t.client(), { fullName: 'Marta Gil', email: 'marta@example.com', phone: '+34 699 111 222' }));

    const requests = await listRequests(shared.admin);
    const clientOfRow = (type: string, id: number) => requests.find((r: RequestListItem) => r.type === type && r.id === id)?.clientId;
    expect(clientOfRow('dress', ids.first)).toBe(`dress-${ids.first}`);
    expect(clientOfRow('concept', ids.second)).toBe(`dress-${ids.first}`);
    expect(clientOfRow('dress', ids.work)).toBe(`dress-${ids.work}`);
    expect(clientOfRow('dress', ids.marta)).toBe(`dress-${ids.marta}`);

    const response = await shared.admin.get('/api/clients?q=marta');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json<ClientListItem[]>(response)).toEqual([
      { id: `dress-${ids.marta}`, fullName: 'Marta Gil', email: 'marta@example.com', phone: '+34 699 111 222', requests: 1, lastRequestAt: expect.any(String), erased: false },
    ]);
    expect((await json<ClientListItem[]>(shared.admin.get('/api/clients?q=LUCÍA'))).map((c) => c.id).sort()).toEqual([`dress-${ids.first}`, `dress-${ids.work}`].sort());
  });

  it('records the designer’s set, refuses implausible values in the form’s language, and keeps the history newest first', async () => {
    const lucia = `dress-${ids.first}`;
    const added = await shared.admin.postJson(`/api/clients/${lucia}/measurements`, { takenAt: '2026-11-20', values: { bust: 88, waist: 70, hip: 96 }, note: 'Con el corsé puesto' });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ id: `${lucia}.1` });

    const refused = await shared.admin.postJson(`/api/clients/${lucia}/measurements`, { takenAt: '2026-11-21', values: { waist: 5 } }, { 'accept-language': 'en' });
    expect(refused.status).toBe(400);
    expect(await errorBody(refused)).toMatchObject({ code: 'validation_failed', message: 'Waist must be between 40 and 150 cm, with at most one decimal' });
    const refusedEs = await shared.admin.postJson(`/api/clients/${lucia}/measurements`, { takenAt: '2026-11-21', values: { waist: 500 } }, { 'accept-language': 'es' });
    expect((await errorBody(refusedEs)).message).toBe('Cintura debe estar entre 40 y 150 cm, con un decimal como mucho');

    const history = await shared.admin.get(`/api/clients/${lucia}/measurements`);
    expect(history.headers.get('cache-control')).toBe('no-store');
    expect(await json<MeasurementSetView[]>(history)).toEqual([
      { id: `${lucia}.1`, takenAt: '2026-11-20', takenBy: 'designer', pending: false, values: { bust: 88, waist: 70, hip: 96 }, note: 'Con el corsé puesto', recordedAt: expect.any(String), current: true },
    ]);
  });

  it('lets her enter her own set from her page, for her client only, pending until the designer accepts it', async () => {
    const { t } = shared;
    const work = `dress-${ids.work}`;
    const her = await clientOf(t, 'dress', ids.work);
    const sent = await her.postJson('/api/my-request/measurements', { values: { bust: 90.5, waist: 72 } }, { 'idempotency-key': 'her-measurements-0001' });
    expect(sent.status).toBe(201);
    const again = await her.postJson('/api/my-request/measurements', { values: { bust: 90.5, waist: 72 } }, { 'idempotency-key': 'her-measurements-0001' });
    expect(await again.json()).toEqual(await sent.json());
    const tooBig = await her.postJson('/api/my-request/measurements', { values: { waist: 500 } }, { 'idempotency-key': 'her-measurements-0002' });
    expect(tooBig.status).toBe(400);
    expect((await json<{ measurements: unknown }>(her.get('/api/my-request'))).measurements).toEqual({ last: { takenAt: expect.any(String), values: { bust: 90.5, waist: 72 }, pending: true } });
    // Her cookie opens nothing of the staff's.
    expect((await her.get(`/api/clients/${work}`)).status).toBe(401);

    const sets = await json<MeasurementSetView[]>(shared.admin.get(`/api/clients/${work}/measurements`));
    expect(sets).toEqual([expect.objectContaining({ id: `${work}.1`, takenBy: 'client', pending: true, current: false, values: { bust: 90.5, waist: 72 } })]);
    expect((await json<MeasurementSetView[]>(shared.admin.get(`/api/clients/dress-${ids.first}/measurements`))).map((s) => s.id)).toEqual([`dress-${ids.first}.1`]);
    expect((await t.client().postJson('/api/my-request/measurements', { values: { waist: 70 } })).status).toBe(404);
  });

  it('merges her work address into her client: its requests and sets follow, and so do later requests from either address', async () => {
    const { t } = shared;
    const lucia = `dress-${ids.first}`;
    const work = `dress-${ids.work}`;
    const staff = await createStaff(t, shared.admin, 'pilar');
    expect((await staff.postJson(`/api/clients/${lucia}/merge`, { from: work })).status).toBe(403);
    const before = await clientDetail(shared.admin, lucia);
    expect((await shared.admin.postJson(`/api/clients/${lucia}/merge`, { from: work }, { 'if-match': `"${before.version + 5}"` })).status).toBe(409);
    const merged = await shared.admin.postJson(`/api/clients/${lucia}/merge`, { from: work }, { 'if-match': `"${before.version}"` });
    expect(merged.status).toBe(200);
    expect((await shared.admin.get(`/api/clients/${work}`)).status).toBe(404);

    const later = await createdId(submitDressOrder(t.client(), { fullName: 'Lucía Fernández', email: 'Lucia@Work.example' }));
    const detail = await clientDetail(shared.admin, lucia);
    expect(detail.requestList.map((r) => r.key).sort()).toEqual([`dress-${ids.first}`, `concept-${ids.second}`, `dress-${ids.work}`, `dress-${later}`].sort());
    expect(detail.measurements.map((s) => [s.id, s.pending])).toEqual([
      [`${work}.1`, true],
      [`${lucia}.1`, false],
    ]);

    expect((await shared.admin.postJson(`/api/clients/${lucia}/measurements/${work}.1/accept`, {})).status).toBe(200);
    expect((await clientDetail(shared.admin, lucia)).measurements[0]).toMatchObject({ id: `${work}.1`, pending: false, current: true });
  });

  it('pins an approved commission to a set and shows drift above 2 cm', async () => {
    const lucia = `dress-${ids.first}`;
    expect((await shared.admin.postJson(`/api/commissions/dress-${ids.first}/measurements/pin`, { setId: `${lucia}.1` })).status).toBe(404);
    expect((await shared.admin.get(`/api/commissions/dress-${ids.first}/measurements`)).status).toBe(404);
    expect((await shared.admin.request(`/api/dress-orders/${ids.first}/status`, { method: 'PATCH', json: { status: 'approved' } })).status).toBe(200);
    const unpinned = await shared.admin.get(`/api/commissions/dress-${ids.first}/measurements`);
    expect(unpinned.headers.get('cache-control')).toBe('no-store');
    expect(await unpinned.json()).toEqual({ clientId: lucia, pin: null });
    const pinned = await shared.admin.postJson(`/api/commissions/dress-${ids.first}/measurements/pin`, { setId: `${lucia}.1` });
    expect(pinned.status).toBe(200);
    const detail = await clientDetail(shared.admin, lucia);
    // The current set is her accepted one: bust 90.5 against 88 (2.5 cm), waist 72 against 70 (exactly 2: not drift).
    expect(detail.pins).toEqual([{ commissionId: `dress-${ids.first}`, setId: `${lucia}.1`, pinnedTakenAt: '2026-11-20', pinnedAt: expect.any(String), currentSetId: `dress-${ids.work}.1`, drift: [{ name: 'bust', pinned: 88, current: 90.5 }] }]);
    // The commission's screen reads the same drift, with the day the pinned set was taken.
    expect(await json(shared.admin.get(`/api/commissions/dress-${ids.first}/measurements`))).toEqual({ clientId: lucia, pin: detail.pins[0] });
    expect((await shared.t.client().get(`/api/commissions/dress-${ids.first}/measurements`)).status).toBe(401);
    const her = await clientOf(shared.t, 'dress', ids.first);
    expect((await her.get(`/api/commissions/dress-${ids.first}/measurements`)).status).toBe(401);
  });

  it('takes a set and a note for a client no read has attached yet: her newest request is attached first', async () => {
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Irene Sanz', email: 'irene@example.com' }));
    const irene = `dress-${id}`;
    const added = await shared.admin.postJson(`/api/clients/${irene}/measurements`, { takenAt: '2026-11-20', values: { waist: 68 } });
    expect(added.status, await added.clone().text()).toBe(201);
    expect(await added.json()).toEqual({ id: `${irene}.1` });
    expect((await shared.admin.postJson(`/api/clients/${irene}/notes`, { text: 'Llega desde Bilbao' })).status).toBe(201);
    const detail = await clientDetail(shared.admin, irene);
    expect(detail.measurements.map((set) => set.values)).toEqual([{ waist: 68 }]);
    expect(detail.notes.map((note) => note.text)).toEqual(['Llega desde Bilbao']);
  });

  it('keeps private notes, for staff only', async () => {
    const lucia = `dress-${ids.first}`;
    expect((await shared.t.client().postJson(`/api/clients/${lucia}/notes`, { text: 'x' })).status).toBe(401);
    expect((await shared.admin.postJson(`/api/clients/${lucia}/notes`, { text: '  Prefiere las mañanas ' })).status).toBe(201);
    expect((await clientDetail(shared.admin, lucia)).notes).toEqual([{ number: 1, text: 'Prefiere las mañanas', at: expect.any(String) }]);
  });

  it('answers 401 to a visitor, 403 to staff where only an admin may, 404 to a client id that names nobody', async () => {
    const visitor = shared.t.client();
    for (const path of ['/api/clients', `/api/clients/dress-${ids.first}`, `/api/clients/dress-${ids.first}/measurements`]) expect((await visitor.get(path)).status).toBe(401);
    const staff = await createStaff(shared.t, shared.admin, 'rocio');
    expect((await staff.postJson(`/api/clients/dress-${ids.marta}/erase`, {})).status).toBe(403);
    expect((await shared.admin.get('/api/clients/dress-999999')).status).toBe(404);
    expect((await shared.admin.get('/api/clients/lucia@example.com')).status).toBe(404);
  });

  it('erases a client: every request of hers, her sets and notes, and the erasure can be run again', async () => {
    const marta = `dress-${ids.marta}`;
    await shared.admin.postJson(`/api/clients/${marta}/measurements`, { takenAt: '2026-11-22', values: { hip: 101 } });
    await shared.admin.postJson(`/api/clients/${marta}/notes`, { text: 'Alergia al níquel' });
    const erased = await shared.admin.postJson(`/api/clients/${marta}/erase`, {});
    expect(erased.status).toBe(200);
    expect((await shared.admin.postJson(`/api/clients/${marta}/erase`, {})).status).toBe(200);

    const detail = await clientDetail(shared.admin, marta);
    expect(detail).toMatchObject({ fullName: '[erased]', email: '[erased]', erased: true, notes: [{ number: 1, text: '[erased]' }] });
    expect(detail.measurements).toEqual([expect.objectContaining({ values: {}, note: null })]);
    // Her hip as plain JSON, not a bare 101, which a timestamp's milliseconds may hold.
    expect(JSON.stringify(detail)).not.toMatch(/Marta|699 111|níquel|"hip":101/);
    const request = (await listRequests(shared.admin)).find((r) => r.type === 'dress' && r.id === ids.marta);
    expect(request).toMatchObject({ erased: true, fullName: '[erased]' });
    // Her request was never approved: she has no commission, before her erasure or after it.
    const commission = await shared.admin.get(`/api/commissions/${marta}/measurements`, { 'accept-language': 'en' });
    expect(await errorBody(commission)).toMatchObject({ code: 'not_found' });
  });
});
