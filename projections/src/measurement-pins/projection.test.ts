import { CLIENT_STREAM_TYPE, clientDecider, clientStreamId, type ClientCommand } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { measurementPinsProjection } from './projection.ts';
import { pinOf, pinsOf } from './queries.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString();

/**
 * Ana (dress-1) has two commissions, dress-1 and concept-2, and two sets; Berta (dress-3) one
 * commission and one set. Each command is projected as it is stored, as the live runner does;
 * the rebuild then takes several pins of one commission in one batch.
 */
describeEachStore('measurement pins projection', (kind) => {
  const shared = useProjectionStore(kind, [measurementPinsProjection]);
  const run = (clientId: string, command: ClientCommand) => incrementally(shared.t.store, measurementPinsProjection)(clientDecider, { id: clientStreamId(clientId), type: CLIENT_STREAM_TYPE }, command);
  const pin = (clientId: string, commissionId: string, setId: string, minute: number) => run(clientId, { type: 'PinCommissionMeasurements', data: { clientId, commissionId, setId, at: at(minute) } });
  const set = (clientId: string, takenAt: string, minute: number) => run(clientId, { type: 'RecordMeasurementSet', data: { clientId, takenAt, takenBy: 'designer', values: { waist: 70 }, at: at(minute) } });

  it('keeps each commission’s latest pin: a new pin of the same commission replaces it', async () => {
    await run('dress-1', { type: 'AttachClientRequests', data: { clientId: 'dress-1', requests: ['dress-1', 'concept-2'], at: at(0) } });
    await run('dress-3', { type: 'AttachClientRequests', data: { clientId: 'dress-3', requests: ['dress-3'], at: at(0) } });
    await set('dress-1', '2026-11-20', 1);
    await set('dress-1', '2026-11-25', 2);
    await set('dress-3', '2026-11-21', 3);
    await pin('dress-1', 'dress-1', 'dress-1.1', 4);
    await pin('dress-1', 'concept-2', 'dress-1.1', 5);
    await pin('dress-3', 'dress-3', 'dress-3.1', 6);
    await pin('dress-1', 'dress-1', 'dress-1.2', 7);

    expect(await snapshotProjection(shared.t.store.db, measurementPinsProjection)).toEqual([
      { commission_id: 'concept-2', set_id: 'dress-1.1', pinned_at: at(5) },
      { commission_id: 'dress-1', set_id: 'dress-1.2', pinned_at: at(7) },
      { commission_id: 'dress-3', set_id: 'dress-3.1', pinned_at: at(6) },
    ]);
  });

  it('pinOf reads one commission’s pin, pinsOf those of a client’s commissions in order', async () => {
    const { db } = shared.t.store;
    expect(await pinOf(db, 'dress-1')).toEqual({ commission_id: 'dress-1', set_id: 'dress-1.2', pinned_at: at(7) });
    expect(await pinOf(db, 'dress-9')).toBeNull();
    expect(await pinsOf(db, ['dress-1', 'concept-2', 'dress-9'])).toEqual([
      { commission_id: 'concept-2', set_id: 'dress-1.1', pinned_at: at(5) },
      { commission_id: 'dress-1', set_id: 'dress-1.2', pinned_at: at(7) },
    ]);
    expect(await pinsOf(db, [])).toEqual([]);
  });

  it('a pin back to an earlier set stands over the newer one', async () => {
    await pin('dress-1', 'dress-1', 'dress-1.1', 8);
    expect(await pinOf(shared.t.store.db, 'dress-1')).toEqual({ commission_id: 'dress-1', set_id: 'dress-1.1', pinned_at: at(8) });
  });

  it('rebuilds to the incrementally built rows, three pins of one commission in one batch or in several', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, measurementPinsProjection);
  });
});
