import type { ClientDetail, ClientListItem, MeasurementSetView, RequestListItem } from '@atelier/contracts';
import { clientStreamId } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { createStaff } from '../testing/actors.ts';
import { clientOf } from '../testing/client-page.ts';
import type { TestClient } from '../testing/client.ts';
import { useTestApp, type SharedTestApp } from '../testing/harness.ts';
import { createdId, errorBody, listRequests, submitConcept, submitDressOrder } from '../testing/requests.ts';

const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;

/** The response, once its status is the one expected (its body told otherwise): a setup write that failed fails the test there. */
async function expectStatus(response: Response | Promise<Response>, status: number): Promise<Response> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer;
}

const clientDetail = async (client: TestClient, id: string) => json<ClientDetail>(expectStatus(client.get(`/api/clients/${id}`), 200));

/** A word no other test writes: every test names its own people, so none depends on another's. */
const uniqueWord = (): string => Array.from(crypto.getRandomValues(new Uint8Array(8)), (n) => String.fromCharCode(97 + (n % 26))).join('');

/** One person of a test: her name and addresses are hers alone. */
function person(first: string) {
  const word = uniqueWord();
  return { name: `${first} ${word[0]!.toUpperCase()}${word.slice(1)}`, word, email: `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${word}@example.com` };
}

async function addSet(shared: SharedTestApp, clientId: string, set: { takenAt: string; values: Record<string, number>; note?: string }): Promise<string> {
  return (await json<{ id: string }>(expectStatus(shared.admin.postJson(`/api/clients/${clientId}/measurements`, set), 201))).id;
}

async function addNote(shared: SharedTestApp, clientId: string, text: string): Promise<void> {
  await expectStatus(shared.admin.postJson(`/api/clients/${clientId}/notes`, { text }), 201);
}

async function eventCount(shared: SharedTestApp): Promise<number> {
  const row = await shared.t.store.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Lucía writes two requests from one address and one from her work address; Marta writes one.
 * The designer finds them, measures Lucía, merges her two addresses, pins, and erases Marta.
 * Each test writes its own people and checks every write it makes.
 */
describeEachStore('clients and measurements', (kind) => {
  const shared = useTestApp(kind, { admin: true });

  it('gives every request her client: one per normalised address, named after her first request', async () => {
    const { t } = shared;
    const lucia = person('Lucía');
    const marta = person('Marta');
    const first = await createdId(submitDressOrder(t.client(), { fullName: lucia.name, email: lucia.email }));
    const second = await createdId(submitConcept(t.client(), { fullName: lucia.name, email: `  ${lucia.email.toUpperCase()} ` }));
    const work = await createdId(submitDressOrder(t.client(), { fullName: lucia.name, email: `lucia.${lucia.word}@work.example` }));
    const martas = await createdId(submitDressOrder(t.client(), { fullName: marta.name, email: marta.email, phone: '+34 699 111 222' }));

    const requests = await listRequests(shared.admin);
    const clientOfRow = (type: string, id: number) => requests.find((r: RequestListItem) => r.type === type && r.id === id)?.clientId;
    expect(clientOfRow('dress', first)).toBe(`dress-${first}`);
    expect(clientOfRow('concept', second)).toBe(`dress-${first}`);
    expect(clientOfRow('dress', work)).toBe(`dress-${work}`);
    expect(clientOfRow('dress', martas)).toBe(`dress-${martas}`);

    const response = await expectStatus(shared.admin.get(`/api/clients?q=${marta.word}`), 200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json<ClientListItem[]>(response)).toEqual([
      { id: `dress-${martas}`, fullName: marta.name, email: marta.email, phone: '+34 699 111 222', requests: 1, lastRequestAt: expect.any(String), erased: false },
    ]);
    const found = await json<ClientListItem[]>(expectStatus(shared.admin.get(`/api/clients?q=${encodeURIComponent(`LUCÍA ${lucia.word.toUpperCase()}`)}`), 200));
    expect(found.map((c) => c.id).sort()).toEqual([`dress-${first}`, `dress-${work}`].sort());
  });

  it('a read appends nothing: the list, a client, her sets and the requests list leave the log as it was', async () => {
    const her = person('Nuria');
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: her.name, email: her.email }));
    const before = await eventCount(shared);
    for (const path of ['/api/clients', `/api/clients?q=${her.word}`, `/api/clients/dress-${id}`, `/api/clients/dress-${id}/measurements`, '/api/requests']) {
      await expectStatus(shared.admin.get(path), 200);
    }
    expect(await eventCount(shared)).toBe(before);
    // Her request was attached by the reactor before her submission was answered: the reads find her.
    expect((await clientDetail(shared.admin, `dress-${id}`)).requestList.map((r) => r.key)).toEqual([`dress-${id}`]);
  });

  it('records the designer’s set, refuses implausible values in the form’s language, and keeps the history newest first', async () => {
    const her = person('Lucía');
    const lucia = `dress-${await createdId(submitDressOrder(shared.t.client(), { fullName: her.name, email: her.email }))}`;
    expect(await addSet(shared, lucia, { takenAt: '2026-11-20', values: { bust: 88, waist: 70, hip: 96 }, note: 'Con el corsé puesto' })).toBe(`${lucia}.1`);

    const refused = await expectStatus(shared.admin.postJson(`/api/clients/${lucia}/measurements`, { takenAt: '2026-11-21', values: { waist: 5 } }, { 'accept-language': 'en' }), 400);
    expect(await errorBody(refused)).toMatchObject({ code: 'validation_failed', message: 'Waist must be between 40 and 150 cm, with at most one decimal' });
    const refusedEs = await expectStatus(shared.admin.postJson(`/api/clients/${lucia}/measurements`, { takenAt: '2026-11-21', values: { waist: 500 } }, { 'accept-language': 'es' }), 400);
    expect((await errorBody(refusedEs)).message).toBe('Cintura debe estar entre 40 y 150 cm, con un decimal como mucho');

    const history = await expectStatus(shared.admin.get(`/api/clients/${lucia}/measurements`), 200);
    expect(history.headers.get('cache-control')).toBe('no-store');
    expect(await json<MeasurementSetView[]>(history)).toEqual([
      { id: `${lucia}.1`, takenAt: '2026-11-20', takenBy: 'designer', pending: false, values: { bust: 88, waist: 70, hip: 96 }, note: 'Con el corsé puesto', recordedAt: expect.any(String), current: true },
    ]);
  });

  it('lets her enter her own set from her page, for her client only, pending until the designer accepts it', async () => {
    const { t } = shared;
    const her = person('Lucía');
    const other = person('Olga');
    const workId = await createdId(submitDressOrder(t.client(), { fullName: her.name, email: her.email }));
    const otherClient = `dress-${await createdId(submitDressOrder(t.client(), { fullName: other.name, email: other.email }))}`;
    await addSet(shared, otherClient, { takenAt: '2026-11-20', values: { bust: 88 } });
    const work = `dress-${workId}`;
    const page = await clientOf(t, 'dress', workId);
    const sent = await expectStatus(page.postJson('/api/my-request/measurements', { values: { bust: 90.5, waist: 72 } }, { 'idempotency-key': 'her-measurements-0001' }), 201);
    const again = await expectStatus(page.postJson('/api/my-request/measurements', { values: { bust: 90.5, waist: 72 } }, { 'idempotency-key': 'her-measurements-0001' }), 201);
    expect(await again.json()).toEqual(await sent.json());
    await expectStatus(page.postJson('/api/my-request/measurements', { values: { waist: 500 } }, { 'idempotency-key': 'her-measurements-0002' }), 400);
    expect((await json<{ measurements: unknown }>(expectStatus(page.get('/api/my-request'), 200))).measurements).toEqual({ last: { takenAt: expect.any(String), values: { bust: 90.5, waist: 72 }, pending: true } });
    // Her cookie opens nothing of the staff's.
    await expectStatus(page.get(`/api/clients/${work}`), 401);

    const sets = await json<MeasurementSetView[]>(expectStatus(shared.admin.get(`/api/clients/${work}/measurements`), 200));
    expect(sets).toEqual([expect.objectContaining({ id: `${work}.1`, takenBy: 'client', pending: true, current: false, values: { bust: 90.5, waist: 72 } })]);
    expect((await json<MeasurementSetView[]>(expectStatus(shared.admin.get(`/api/clients/${otherClient}/measurements`), 200))).map((s) => s.id)).toEqual([`${otherClient}.1`]);
    await expectStatus(t.client().postJson('/api/my-request/measurements', { values: { waist: 70 } }), 404);
  });

  it('merges her work address into her client: its requests and sets follow, and so do later requests from either address', async () => {
    const { t } = shared;
    const her = person('Lucía');
    const workEmail = `lucia.${her.word}@work.example`;
    const firstId = await createdId(submitDressOrder(t.client(), { fullName: her.name, email: her.email }));
    const secondId = await createdId(submitConcept(t.client(), { fullName: her.name, email: her.email }));
    const workId = await createdId(submitDressOrder(t.client(), { fullName: her.name, email: workEmail }));
    const lucia = `dress-${firstId}`;
    const work = `dress-${workId}`;
    await addSet(shared, lucia, { takenAt: '2026-11-20', values: { bust: 88 } });
    await expectStatus((await clientOf(t, 'dress', workId)).postJson('/api/my-request/measurements', { values: { bust: 90.5 } }, { 'idempotency-key': `merge-${her.word}` }), 201);

    const staff = await createStaff(t, shared.admin, `pilar${her.word}`);
    await expectStatus(staff.postJson(`/api/clients/${lucia}/merge`, { from: work }), 403);
    const before = await clientDetail(shared.admin, lucia);
    await expectStatus(shared.admin.postJson(`/api/clients/${lucia}/merge`, { from: work }, { 'if-match': `"${before.version + 5}"` }), 409);
    await expectStatus(shared.admin.postJson(`/api/clients/${lucia}/merge`, { from: work }, { 'if-match': `"${before.version}"` }), 200);
    await expectStatus(shared.admin.get(`/api/clients/${work}`), 404);

    const later = await createdId(submitDressOrder(t.client(), { fullName: her.name, email: workEmail.toUpperCase() }));
    const detail = await clientDetail(shared.admin, lucia);
    expect(detail.requestList.map((r) => r.key).sort()).toEqual([lucia, `concept-${secondId}`, work, `dress-${later}`].sort());
    expect(detail.measurements.map((s) => [s.id, s.pending])).toEqual([
      [`${work}.1`, true],
      [`${lucia}.1`, false],
    ]);

    await expectStatus(shared.admin.postJson(`/api/clients/${lucia}/measurements/${work}.1/accept`, {}), 200);
    expect((await clientDetail(shared.admin, lucia)).measurements[0]).toMatchObject({ id: `${work}.1`, pending: false, current: true });
  });

  it('pins an approved commission to a set and shows drift above 2 cm', async () => {
    const { t } = shared;
    const her = person('Lucía');
    const id = await createdId(submitDressOrder(t.client(), { fullName: her.name, email: her.email }));
    const lucia = `dress-${id}`;
    const pinnedSet = await addSet(shared, lucia, { takenAt: '2026-11-20', values: { bust: 88, waist: 70 } });
    const currentSet = await addSet(shared, lucia, { takenAt: '2026-11-25', values: { bust: 90.5, waist: 72 } });
    await expectStatus(shared.admin.postJson(`/api/commissions/${lucia}/measurements/pin`, { setId: pinnedSet }, { 'if-match': '"0"' }), 404);
    await expectStatus(shared.admin.get(`/api/commissions/${lucia}/measurements`), 404);
    await expectStatus(shared.admin.request(`/api/dress-orders/${id}/status`, { method: 'PATCH', json: { status: 'approved' } }), 200);
    const unpinned = await expectStatus(shared.admin.get(`/api/commissions/${lucia}/measurements`), 200);
    expect(unpinned.headers.get('cache-control')).toBe('no-store');
    expect(await unpinned.json()).toEqual({ clientId: lucia, pin: null });
    const seen = (await clientDetail(shared.admin, lucia)).version;
    await expectStatus(shared.admin.postJson(`/api/commissions/${lucia}/measurements/pin`, { setId: pinnedSet }, { 'if-match': `"${seen}"` }), 200);
    const detail = await clientDetail(shared.admin, lucia);
    // Bust 90.5 against 88 (2.5 cm), waist 72 against 70 (exactly 2: not drift).
    expect(detail.pins).toEqual([{ commissionId: lucia, setId: pinnedSet, pinnedTakenAt: '2026-11-20', pinnedAt: expect.any(String), currentSetId: currentSet, drift: [{ name: 'bust', pinned: 88, current: 90.5 }] }]);
    // The commission's screen reads the same drift, with the day the pinned set was taken.
    expect(await json(expectStatus(shared.admin.get(`/api/commissions/${lucia}/measurements`), 200))).toEqual({ clientId: lucia, pin: detail.pins[0] });
    await expectStatus(t.client().get(`/api/commissions/${lucia}/measurements`), 401);
    await expectStatus((await clientOf(t, 'dress', id)).get(`/api/commissions/${lucia}/measurements`), 401);
  });

  it('pins at the version of her client the designer saw: a change since is a 409, and of two pins sent at once one is stored (ADR 078)', async () => {
    const { t } = shared;
    const her = person('Lucía');
    const id = await createdId(submitDressOrder(t.client(), { fullName: her.name, email: her.email }));
    const lucia = `dress-${id}`;
    const first = await addSet(shared, lucia, { takenAt: '2026-11-20', values: { waist: 70 } });
    const second = await addSet(shared, lucia, { takenAt: '2026-11-25', values: { waist: 71 } });
    await expectStatus(shared.admin.request(`/api/dress-orders/${id}/status`, { method: 'PATCH', json: { status: 'approved' } }), 200);
    const pin = (by: TestClient, setId: string, headers: Record<string, string>) => by.postJson(`/api/commissions/${lucia}/measurements/pin`, { setId }, headers);
    const at = (version: number) => ({ 'if-match': `"${version}"`, 'accept-language': 'en' });
    const streamVersion = async () => (await t.store.readStream(clientStreamId(lucia))).version;
    const pinned = async () => (await clientDetail(shared.admin, lucia)).pins.map((p) => p.setId);

    expect((await errorBody(await expectStatus(pin(shared.admin, first, {}), 428))).code).toBe('precondition_required');

    // Two designers open her page at one version; the first pins the first set.
    const seen = (await clientDetail(shared.admin, lucia)).version;
    expect(seen).toBe(await streamVersion());
    const colleague = await createStaff(t, shared.admin, `pilar${her.word}`);
    expect(await json(expectStatus(pin(shared.admin, first, at(seen)), 200))).toEqual({ commissionId: lucia, setId: first, clientId: lucia, version: seen + 1 });
    // Her colleague's page still shows the history before that pin: hers is refused, and the first pin stands.
    const stale = await expectStatus(pin(colleague, second, at(seen)), 409);
    expect(await errorBody(stale)).toEqual({ code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' });
    expect(await pinned()).toEqual([first]);
    expect(await streamVersion()).toBe(seen + 1);

    // Her own set arrives from her page while the designer looks at the one before it.
    const looked = (await clientDetail(shared.admin, lucia)).version;
    await expectStatus((await clientOf(t, 'dress', id)).postJson('/api/my-request/measurements', { values: { waist: 69 } }, { 'idempotency-key': `pin-${her.word}` }), 201);
    await expectStatus(pin(shared.admin, second, at(looked)), 409);
    expect(await pinned()).toEqual([first]);

    // Two pins of other sets sent at once from pages showing one version: one is stored, the other is a 409.
    const now = (await clientDetail(shared.admin, lucia)).version;
    const hers = `${lucia}.3`;
    const answers = await Promise.all([pin(shared.admin, second, at(now)), pin(colleague, hers, at(now))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = answers.findIndex((answer) => answer.status === 200);
    expect(await pinned()).toEqual([[second, hers][stored]]);
    expect(await streamVersion()).toBe(now + 1);
  });

  it('takes a set and a note right after her request is answered: the reactor attached it before the answer', async () => {
    const her = person('Irene');
    const irene = `dress-${await createdId(submitDressOrder(shared.t.client(), { fullName: her.name, email: her.email }))}`;
    expect(await addSet(shared, irene, { takenAt: '2026-11-20', values: { waist: 68 } })).toBe(`${irene}.1`);
    await addNote(shared, irene, 'Llega desde Bilbao');
    const detail = await clientDetail(shared.admin, irene);
    expect(detail.measurements.map((set) => set.values)).toEqual([{ waist: 68 }]);
    expect(detail.notes.map((note) => note.text)).toEqual(['Llega desde Bilbao']);
  });

  it('keeps private notes, for staff only', async () => {
    const her = person('Lucía');
    const lucia = `dress-${await createdId(submitDressOrder(shared.t.client(), { fullName: her.name, email: her.email }))}`;
    await expectStatus(shared.t.client().postJson(`/api/clients/${lucia}/notes`, { text: 'x' }), 401);
    await addNote(shared, lucia, '  Prefiere las mañanas ');
    expect((await clientDetail(shared.admin, lucia)).notes).toEqual([{ number: 1, text: 'Prefiere las mañanas', at: expect.any(String) }]);
  });

  it('answers 401 to a visitor, 403 to staff where only an admin may, 404 to a client id that names nobody', async () => {
    const her = person('Marta');
    const marta = `dress-${await createdId(submitDressOrder(shared.t.client(), { fullName: her.name, email: her.email }))}`;
    const visitor = shared.t.client();
    for (const path of ['/api/clients', `/api/clients/${marta}`, `/api/clients/${marta}/measurements`]) await expectStatus(visitor.get(path), 401);
    const staff = await createStaff(shared.t, shared.admin, `rocio${her.word}`);
    await expectStatus(staff.postJson(`/api/clients/${marta}/erase`, {}), 403);
    await expectStatus(shared.admin.get('/api/clients/dress-999999'), 404);
    await expectStatus(shared.admin.get(`/api/clients/${her.email}`), 404);
    // Refused, and so nothing of hers changed.
    expect((await clientDetail(shared.admin, marta)).erased).toBe(false);
  });

  it('erases a client: every request of hers, her sets and notes, and the erasure can be run again', async () => {
    const her = person('Marta');
    const id = await createdId(submitDressOrder(shared.t.client(), { fullName: her.name, email: her.email, phone: '+34 699 111 222' }));
    const marta = `dress-${id}`;
    await addSet(shared, marta, { takenAt: '2026-11-22', values: { hip: 101 } });
    await addNote(shared, marta, 'Alergia al níquel');
    expect(JSON.stringify(await clientDetail(shared.admin, marta))).toMatch(/níquel/);
    await expectStatus(shared.admin.postJson(`/api/clients/${marta}/erase`, {}), 200);
    await expectStatus(shared.admin.postJson(`/api/clients/${marta}/erase`, {}), 200);

    const detail = await clientDetail(shared.admin, marta);
    expect(detail).toMatchObject({ fullName: '[erased]', email: '[erased]', erased: true, notes: [{ number: 1, text: '[erased]' }] });
    expect(detail.measurements).toEqual([expect.objectContaining({ values: {}, note: null })]);
    // Her hip as plain JSON, not a bare 101, which a timestamp's milliseconds may hold.
    expect(JSON.stringify(detail)).not.toMatch(new RegExp(`${her.word}|699 111|níquel|"hip":101`, 'i'));
    const request = (await listRequests(shared.admin)).find((r) => r.type === 'dress' && r.id === id);
    expect(request).toMatchObject({ erased: true, fullName: '[erased]' });
    // Her request was never approved: she has no commission, before her erasure or after it.
    const commission = await shared.admin.get(`/api/commissions/${marta}/measurements`, { 'accept-language': 'en' });
    expect(await errorBody(commission)).toMatchObject({ code: 'not_found' });
  });
});
