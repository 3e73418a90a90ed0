import { COMMISSION_STREAM_TYPE, commissionDecider, commissionStreamId, personalDataErased, type CommissionCommand } from '@atelier/domain';
import type { EventStore, Position } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { commissionLogProjection } from '../commission-log/projection.ts';
import { commissionFabrics, commissionHistory, commissionPayments } from '../commission-log/queries.ts';
import { requestsProjection } from '../requests/projection.ts';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental } from '../testing/rebuild-equals-incremental.ts';
import { runCommand, seedRequests } from '../testing/seed.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { commissionsProjection } from './projection.ts';
import { findCommission, listCommissions } from './queries.ts';

const at = '2026-11-28T10:00:00.000Z';
const today = '2026-11-28';
const projections = [requestsProjection, commissionsProjection, commissionLogProjection];

async function caughtUp(store: EventStore, position: Position) {
  for (const projection of projections) await catchUpTo(store, projection, position);
}

/** A commission command through the real decider, every read model caught up after it (the live runner's way). */
async function run(store: EventStore, commissionId: string, command: CommissionCommand, actor = 'user-admin') {
  const result = await runCommand(store, commissionDecider, { id: commissionStreamId(commissionId), type: COMMISSION_STREAM_TYPE }, command, actor);
  await caughtUp(store, result.position);
}

describeEachStore('commissions projections', (kind) => {
  const shared = useProjectionStore(kind, projections);

  it('opens a commission for each approved request, and keeps its stage, quote, payments and fabrics', async () => {
    const { store } = shared.t;
    // Requests 1 (dress), 3 (concept) and 5 (dress) are approved; 2 is denied and erased, 4 and 6 wait.
    await caughtUp(store, await seedRequests(store, 6));
    expect((await listCommissions(store)).map((c) => c.commissionId)).toEqual(['dress-1', 'dress-5', 'concept-3']);

    const id = 'dress-1';
    await run(store, id, { type: 'SendCommissionQuote', data: { commissionId: id, lines: [{ label: 'Diseño', amountCents: 50_000 }, { label: 'Confección', amountCents: 75_000 }], depositPercent: 50, validUntil: '2026-12-31', today, at } });
    await run(store, id, { type: 'RecordCommissionPayment', data: { commissionId: id, amountCents: 40_000, method: 'bizum', paidAt: today, note: 'Primer pago de Client 1', at } });
    await run(store, id, { type: 'MoveCommissionStage', data: { commissionId: id, stage: 'deposit', overrideReason: 'El resto llega mañana', at } });
    await run(store, id, { type: 'AcceptCommissionQuote', data: { commissionId: id, quote: 1, today, at } }, 'anonymous');
    await run(store, id, { type: 'RecordCommissionPayment', data: { commissionId: id, amountCents: 22_500, method: 'transfer', paidAt: today, at } });
    await run(store, id, { type: 'AddCommissionFabric', data: { commissionId: id, name: 'Mikado', supplier: 'Tejidos Gómez', composition: '100 % seda', pricePerMetreCents: 4_500, metres: 3.5, swatchKey: 'commissions/dress-1/fabric-1.webp', at } });
    await run(store, id, { type: 'ChooseCommissionFabric', data: { commissionId: id, fabric: 1, at } }, 'anonymous');
    await run(store, id, { type: 'MoveCommissionStage', data: { commissionId: id, stage: 'making', at } });
    await run(store, id, { type: 'MoveCommissionStage', data: { commissionId: id, stage: 'toile', at } });
    await run(store, 'concept-3', { type: 'MoveCommissionStage', data: { commissionId: 'concept-3', stage: 'design', at } });

    expect(await findCommission(store, id)).toEqual({
      commissionId: id,
      streamId: 'commission-dress-1',
      requestType: 'dress',
      requestId: 1,
      requestStreamId: 'dress-order-1',
      openedAt: '2026-01-01T00:01:00.000Z',
      openedBy: 'user-admin',
      stage: 'toile',
      reached: 'making',
      quote: {
        number: 1,
        lines: [{ label: 'Diseño', amountCents: 50_000 }, { label: 'Confección', amountCents: 75_000 }],
        totalCents: 125_000,
        depositPercent: 50,
        depositCents: 62_500,
        validUntil: '2026-12-31',
        sentAt: at,
        acceptedAt: at,
      },
      paidCents: 62_500,
      fabricCount: 1,
      chosenFabric: 1,
      erased: false,
      version: 9,
      clientName: 'Client 1',
      occasion: 'gala',
      occasionDate: '2026-12-31',
      lang: 'es',
    });
    expect(await findCommission(store, 'concept-3')).toMatchObject({ stage: 'design', version: 1, occasion: null, clientName: 'Client 3' });
    expect(await findCommission(store, 'dress-2')).toBeNull();

    const log = await commissionHistory(store, 'commission-dress-1');
    expect(log.map((entry) => entry.type)).toEqual([
      'CommissionOpened',
      'CommissionQuoteSent',
      'CommissionPaymentRecorded',
      'CommissionStageMoved',
      'CommissionQuoteAccepted',
      'CommissionPaymentRecorded',
      'CommissionFabricAdded',
      'CommissionFabricChosen',
      'CommissionStageMoved',
      'CommissionStageMoved',
    ]);
    expect(log[2]).toEqual({ version: 2, type: 'CommissionPaymentRecorded', actor: 'user-admin', fabricName: null, data: expect.objectContaining({ note: 'Primer pago de Client 1', amountCents: 40_000 }) as unknown });
    expect(log[3]!.data).toMatchObject({ from: 'consultation', to: 'deposit', overrideReason: 'El resto llega mañana' });
    expect(log[4]!.actor).toBe('anonymous');
    expect(log[7]).toMatchObject({ type: 'CommissionFabricChosen', fabricName: 'Mikado' });
    expect((await commissionPayments(store, 'commission-dress-1')).map(({ payment, amountCents, note }) => ({ payment, amountCents, note }))).toEqual([
      { payment: 1, amountCents: 40_000, note: 'Primer pago de Client 1' },
      { payment: 2, amountCents: 22_500, note: null },
    ]);
    expect((await commissionFabrics(store.db, 'commission-dress-1')).map(({ fabric, name, swatchKey }) => ({ fabric, name, swatchKey }))).toEqual([
      { fabric: 1, name: 'Mikado', swatchKey: 'commissions/dress-1/fabric-1.webp' },
    ]);
  });

  it('keeps the staff\'s words sealed, and drops them when the commission is erased', async () => {
    const { store } = shared.t;
    const { rows } = await sql<{ row: string }>`SELECT row_to_json(l)::text AS row FROM rm_commission_log l`.execute(store.db);
    for (const { row } of rows) expect(row).not.toMatch(/Primer pago|llega mañana/);

    const streamId = commissionStreamId('dress-1');
    const { position } = await store.eraseSubject(streamId, personalDataErased(streamId, at), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await caughtUp(store, position);
    expect(await findCommission(store, 'dress-1')).toMatchObject({ erased: true, clientName: '[erased]', paidCents: 62_500 });
    const log = await commissionHistory(store, streamId);
    expect(log[2]!.data).not.toHaveProperty('note');
    expect(log[3]!.data).not.toHaveProperty('overrideReason');
    expect((await commissionPayments(store, streamId))[0]!.note).toBeNull();
  });

  it('rebuilds the same tables it built event by event', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, commissionsProjection);
    await expectRebuildEqualsIncremental(shared.t.store, commissionLogProjection);
  });
});
