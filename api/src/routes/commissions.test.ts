import type { CommissionCard, CommissionChange, CommissionDetail, MyRequest } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@atelier/contracts/dates';
import { ADMIN } from '../testing/actors.ts';
import { clientOf } from '../testing/client-page.ts';
import type { TestClient } from '../testing/client.ts';
import { file, formOf, jpegWithGps } from '../testing/fixtures.ts';
import { expectGpsIn, expectNoGpsIn } from '../testing/exif.ts';
import { useTestApp, type SharedTestApp } from '../testing/harness.ts';
import { createdId, errorBody, submitDressOrder } from '../testing/requests.ts';

/** The app's clock, frozen: the atelier's day (Europe/Madrid) is TODAY, so days left are literal. */
const CLOCK = new Date('2026-11-28T10:00:00.000Z');
const TODAY = '2026-11-28';
const nbsp = '\u00a0';
const quote = (validUntil: string) => ({ lines: [{ label: 'Diseño', amountCents: 50_000 }, { label: 'Confección', amountCents: 75_000 }], validUntil });
async function fabricForm(): Promise<FormData> {
  const swatch = await jpegWithGps();
  await expectGpsIn(swatch);
  return formOf({ name: 'Mikado de seda', supplier: 'Tejidos Gómez', composition: '100 % seda', pricePerMetreCents: '4500', metres: '3,5' }, [
    { field: 'swatch', file: file(swatch, 'swatch.jpg', 'image/jpeg') },
  ]);
}

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

describeEachStore('commissions: the board, the stages, the money, the fabric', (kind) => {
  const shared = useTestApp(kind, { admin: true, clockAt: CLOCK });

  async function approvedDress(fields: Record<string, string> = {}, on: SharedTestApp = shared): Promise<number> {
    const id = await createdId(submitDressOrder(on.t.client(), fields));
    expect((await on.admin.patchJson(`/api/dress-orders/${id}/status`, { status: 'approved' })).status).toBe(200);
    return id;
  }

  const detail = (admin: TestClient, id: string) => admin.get(`/api/commissions/${id}`).then((r) => json<CommissionDetail>(r, 200));
  const move = (admin: TestClient, id: string, body: unknown, version: number, lang = 'es') =>
    admin.postJson(`/api/commissions/${id}/stage`, body, { 'if-match': `"${version}"`, 'accept-language': lang });

  it('opens a commission when a request is approved, on the board by occasion date, for staff only', async () => {
    const { t, admin } = shared;
    const later = await approvedDress({ fullName: 'Later Lola', eventDate: '2031-09-01' });
    const sooner = await approvedDress({ fullName: 'Sooner Sara', eventDate: '2031-05-01' });
    await createdId(submitDressOrder(t.client(), { fullName: 'Pending Paula' }));

    const response = await admin.get('/api/commissions');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const board = await json<CommissionCard[]>(response, 200);
    const ours = board.filter((card) => [`dress-${later}`, `dress-${sooner}`].includes(card.id));
    const today = TODAY;
    // From 28 November 2026: 1615 days to 1 May 2031, 1738 to 1 September 2031.
    expect(ours).toEqual([
      { id: `dress-${sooner}`, requestType: 'dress', requestId: sooner, clientName: 'Sooner Sara', erased: false, occasion: 'wedding', occasionDate: '2031-05-01', daysLeft: 1615, amountDue: null, stage: 'consultation', version: 0 },
      expect.objectContaining({ id: `dress-${later}`, clientName: 'Later Lola', occasionDate: '2031-09-01', daysLeft: 1738 }) as CommissionCard,
    ]);
    expect(board.map((card) => card.clientName)).not.toContain('Pending Paula');

    expect((await t.client().get('/api/commissions')).status).toBe(401);
    expect((await t.client().get(`/api/commissions/dress-${sooner}`)).status).toBe(401);
    const her = await clientOf(t, 'dress', sooner);
    expect((await her.get(`/api/commissions/dress-${sooner}`)).status).toBe(401);
    expect((await her.postJson(`/api/commissions/dress-${sooner}/payments`, { amountCents: 100, method: 'cash', paidAt: today })).status).toBe(401);
    expect((await admin.get('/api/commissions/dress-999999')).status).toBe(404);
  });

  it('moves stages with If-Match, refuses payment stages until paid, records an override with its reason', async () => {
    const { admin } = shared;
    const id = `dress-${await approvedDress({ fullName: 'Marina Soler' })}`;
    const today = TODAY;

    const blind = await admin.postJson(`/api/commissions/${id}/stage`, { stage: 'design' });
    expect(blind.status).toBe(428);
    expect((await errorBody(blind)).code).toBe('precondition_required');
    expect((await errorBody(await move(admin, id, { stage: 'design' }, 5))).code).toBe('concurrent_change');

    const designed = await json<CommissionChange>(await move(admin, id, { stage: 'design' }, 0), 200);
    expect(designed).toMatchObject({ id, stage: 'design', version: 1 });

    const noQuote = await move(admin, id, { stage: 'deposit' }, 1, 'en');
    expect(await errorBody(noQuote)).toEqual({ code: 'change_not_allowed', message: expect.stringMatching(/^There is no quote yet/) as string });

    const sent = await json<CommissionChange>(await admin.postJson(`/api/commissions/${id}/quote`, quote(today)), 200);
    expect(sent.quote).toEqual({ number: 1, totalCents: 125_000, depositCents: 62_500, validUntil: today, acceptedAt: null });
    await json(await admin.postJson(`/api/commissions/${id}/payments`, { amountCents: 40_000, method: 'bizum', paidAt: today, note: 'Primer pago' }), 201);

    const short = await move(admin, id, { stage: 'toile' }, 3);
    expect(await errorBody(short)).toEqual({ code: 'change_not_allowed', message: `La señal de 625,00${nbsp}€ aún no está pagada (400,00${nbsp}€ pagado). Registra el pago o avanza con una excepción y su motivo.` });
    expect((await errorBody(await move(admin, id, { stage: 'toile' }, 3, 'en'))).message).toMatch(/^The deposit of €625\.00 is not paid yet \(€400\.00 paid\)/);

    await json(await admin.postJson(`/api/commissions/${id}/payments`, { amountCents: 22_500, method: 'transfer', paidAt: today }, { 'idempotency-key': 'payment-two-of-marina' }), 201);
    // A retry of the same payment records it once.
    await json(await admin.postJson(`/api/commissions/${id}/payments`, { amountCents: 22_500, method: 'transfer', paidAt: today }, { 'idempotency-key': 'payment-two-of-marina' }), 201);
    const toile = await json<CommissionChange>(await move(admin, id, { stage: 'toile' }, 4), 200);
    expect(toile).toMatchObject({ stage: 'toile', paidCents: 62_500, version: 5 });

    const back = await move(admin, id, { stage: 'fabric' }, 5, 'en');
    expect(await errorBody(back)).toEqual({ code: 'change_not_allowed', message: 'The commission has reached Deposit: it cannot move back before it' });

    expect((await move(admin, id, { stage: 'balance' }, 5)).status).toBe(409);
    const overridden = await json<CommissionChange>(await move(admin, id, { stage: 'balance', override: { reason: 'Paga en la entrega' } }, 5), 200);
    expect(overridden.stage).toBe('balance');

    const shown = await detail(admin, id);
    expect(shown).toMatchObject({ stage: 'balance', version: 6, earliestStage: 'balance', paidCents: 62_500, remainingCents: 62_500, amountDue: { kind: 'balance', cents: 62_500 }, lang: 'es' });
    expect(shown.payments.map((p) => [p.number, p.amountCents, p.method, p.note])).toEqual([
      [1, 40_000, 'bizum', 'Primer pago'],
      [2, 22_500, 'transfer', null],
    ]);
    expect(shown.history.map((entry) => entry.kind)).toEqual(['opened', 'stage-moved', 'quote-sent', 'payment-recorded', 'payment-recorded', 'stage-moved', 'stage-moved']);
    expect(shown.history.at(-1)).toMatchObject({ kind: 'stage-moved', from: 'toile', to: 'balance', overrideReason: 'Paga en la entrega', by: ADMIN.username });
  });

  it('lets her accept the newest quote once, refuses a replaced one, and shows her only her part', async () => {
    const { t, admin } = shared;
    const number = await approvedDress({ fullName: 'Clara Vidal', lang: 'en' });
    const id = `dress-${number}`;
    const today = TODAY;
    const her = await clientOf(t, 'dress', number);

    const empty = ((await json<MyRequest>(await her.get('/api/my-request'), 200)).commission);
    expect(empty).toEqual({ stage: 'consultation', quote: null, fabrics: [], chosenFabricId: null, payments: [], paidCents: 0, remainingCents: 0, amountDue: null });

    await json(await admin.postJson(`/api/commissions/${id}/quote`, quote('2099-01-01')), 200);
    await json(await admin.postJson(`/api/commissions/${id}/quote`, { ...quote('2099-01-01'), depositPercent: 30 }), 200);
    const replaced = await her.postJson('/api/my-request/quote/accept', { quote: 1 }, { 'accept-language': 'en' });
    expect(await errorBody(replaced)).toEqual({ code: 'change_not_allowed', message: 'This quote was replaced by a newer one: reload the page to read it.' });

    const accepted = await json<CommissionChange>(await her.postJson('/api/my-request/quote/accept', { quote: 2 }, { 'idempotency-key': 'accept-clara-2' }), 200);
    expect(accepted.quote).toMatchObject({ number: 2, depositCents: 37_500, acceptedAt: expect.any(String) as string });
    // A second click changes nothing.
    const again = await json<CommissionChange>(await her.postJson('/api/my-request/quote/accept', { quote: 2 }), 200);
    expect(again.version).toBe(accepted.version);

    await json(await admin.postJson(`/api/commissions/${id}/payments`, { amountCents: 37_500, method: 'card', paidAt: today, note: 'Nota interna' }), 201);
    const response = await her.get('/api/my-request');
    const text = await response.clone().text();
    for (const internal of ['Nota interna', '"history"', '"note"', '"supplier"', '"actor"']) expect(text).not.toContain(internal);
    const page = await json<MyRequest>(response, 200);
    expect(page.commission).toMatchObject({
      stage: 'consultation',
      quote: { number: 2, totalCents: 125_000, depositPercent: 30, depositCents: 37_500, acceptable: false, expired: false },
      payments: [{ amountCents: 37_500, method: 'card', paidAt: today }],
      paidCents: 37_500,
      remainingCents: 87_500,
      amountDue: { kind: 'balance', cents: 87_500 },
    });
  });

  it('offers fabric options with their swatch re-encoded, and she chooses one; no one else reaches them', async () => {
    const { t, admin } = shared;
    const number = await approvedDress({ fullName: 'Nerea Gil' });
    const id = `dress-${number}`;
    const added = await json<CommissionChange>(await admin.postForm(`/api/commissions/${id}/fabrics`, await fabricForm()), 201);
    expect(added.fabricCount).toBe(1);
    const [fabric] = (await detail(admin, id)).fabrics;
    expect(fabric).toMatchObject({ id: 1, name: 'Mikado de seda', supplier: 'Tejidos Gómez', pricePerMetreCents: 4_500, metres: 3.5, costCents: 15_750, swatchUrl: `/api/commissions/${id}/fabrics/1/swatch` });
    const swatch = await admin.get(fabric!.swatchUrl);
    expect(swatch.status).toBe(200);
    expect(swatch.headers.get('cache-control')).toBe('private, no-store');
    await expectNoGpsIn(new Uint8Array(await swatch.arrayBuffer()));

    const her = await clientOf(t, 'dress', number);
    const page = await json<MyRequest>(await her.get('/api/my-request'), 200);
    expect(page.commission?.fabrics).toEqual([{ id: 1, name: 'Mikado de seda', composition: '100 % seda', metres: 3.5, swatchUrl: '/api/my-request/fabrics/1/swatch' }]);
    expect((await her.get('/api/my-request/fabrics/1/swatch')).status).toBe(200);
    expect((await her.postJson('/api/my-request/fabrics/2/choose', undefined)).status).toBe(404);
    const chosen = await json<CommissionChange>(await her.request('/api/my-request/fabrics/1/choose', { method: 'POST' }), 200);
    expect(chosen.chosenFabricId).toBe(1);
    expect((await detail(admin, id)).history.at(-1)).toMatchObject({ kind: 'fabric-chosen', fabric: 1, name: 'Mikado de seda', by: null });

    // Another client, approved too, reaches only her own commission: it has no fabric 1.
    const otherNumber = await approvedDress({ fullName: 'Other Olga' });
    const other = await clientOf(t, 'dress', otherNumber);
    expect((await other.get('/api/my-request/fabrics/1/swatch')).status).toBe(404);
    expect((await other.request('/api/my-request/fabrics/1/choose', { method: 'POST' })).status).toBe(404);
    // A client whose request is not approved has no commission at all.
    const pending = await createdId(submitDressOrder(t.client(), { fullName: 'Pending Pia' }));
    const pendingClient = await clientOf(t, 'dress', pending);
    expect((await errorBody(await pendingClient.postJson('/api/my-request/quote/accept', { quote: 1 }))).code).toBe('not_found');
    expect((await json<MyRequest>(await pendingClient.get('/api/my-request'), 200)).commission).toBeUndefined();
    // The public reaches nothing.
    expect((await t.client().get('/api/my-request/fabrics/1/swatch')).status).toBe(404);
    expect((await t.client().get(`/api/commissions/${id}/fabrics/1/swatch`)).status).toBe(401);
  });

  it('erasing her erases her commission: her name and the staff\'s notes are gone, the money stays', async () => {
    const { admin } = shared;
    const number = await approvedDress({ fullName: 'Erased Eva' });
    const id = `dress-${number}`;
    const today = TODAY;
    await json(await admin.postJson(`/api/commissions/${id}/quote`, quote('2099-01-01')), 200);
    await json(await admin.postJson(`/api/commissions/${id}/payments`, { amountCents: 62_500, method: 'cash', paidAt: today, note: 'Eva paga en efectivo' }), 201);
    expect((await admin.request(`/api/requests/dress/${number}/erase`, { method: 'POST' })).status).toBe(200);
    const erased = await detail(admin, id);
    expect(erased).toMatchObject({ erased: true, clientName: '[erased]', paidCents: 62_500 });
    expect(erased.payments[0]).toMatchObject({ amountCents: 62_500, note: null });
    expect(JSON.stringify(erased)).not.toContain('Eva');
    // Her commission takes nothing more: every command on it is refused as erased, the payment included.
    const refused = await admin.postJson(`/api/commissions/${id}/payments`, { amountCents: 100, method: 'cash', paidAt: today });
    expect(await errorBody(refused)).toMatchObject({ code: 'request_erased' });
    expect((await detail(admin, id)).payments).toHaveLength(1);
    expect((await admin.get(`/api/commissions/${id}/plan`)).status).toBe(409);
  });

  describe('a quote after its last day', () => {
    // Its own app: this test moves the clock, which no other test may see.
    const own = useTestApp(kind, { admin: true, clockAt: CLOCK });

    it('is refused, and her page says it expired', async () => {
      const { t, admin } = own;
      const number = await approvedDress({ fullName: 'Late Luisa' }, own);
      await json(await admin.postJson(`/api/commissions/dress-${number}/quote`, quote(TODAY)), 200);
      const her = await clientOf(t, 'dress', number);
      expect((await json<MyRequest>(await her.get('/api/my-request'), 200)).commission?.quote).toMatchObject({ expired: false, acceptable: true });
      t.advanceClock(2 * DAY_MS);
      const late = await her.postJson('/api/my-request/quote/accept', { quote: 1 }, { 'accept-language': 'en' });
      expect(await errorBody(late)).toEqual({ code: 'change_not_allowed', message: 'This quote was valid until Saturday, 28 November 2026. Write to the atelier for a new one.' });
      const page = await json<MyRequest>(await her.get('/api/my-request'), 200);
      expect(page.commission?.quote).toMatchObject({ expired: true, acceptable: false });
    });
  });
});
