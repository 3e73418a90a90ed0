import {
  CLIENT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  clientDecider,
  clientStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  personalDataErased,
  type ClientCommand,
} from '@atelier/domain';
import { ERASED, type EventStore, type Position } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { clientMeasurementsProjection } from '../client-measurements/projection.ts';
import { measurementDrift, measurementHistory } from '../client-measurements/queries.ts';
import { clientNotesProjection } from '../client-notes/projection.ts';
import { notesOf } from '../client-notes/queries.ts';
import { clientRequestsProjection } from '../client-requests/projection.ts';
import { clientIdsOfRequests } from '../client-requests/queries.ts';
import { measurementPinsProjection } from '../measurement-pins/projection.ts';
import { requestsProjection } from '../requests/projection.ts';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental } from '../testing/rebuild-equals-incremental.ts';
import { runCommand } from '../testing/seed.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { clientsProjection } from './projection.ts';
import { clientStreamsOf, findClient, listClients } from './queries.ts';

const CLIENT_PROJECTIONS = [clientsProjection, clientRequestsProjection, clientMeasurementsProjection, clientNotesProjection, measurementPinsProjection];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString();

const submit = (store: EventStore, id: number, fullName: string, email: string, minute: number) =>
  runCommand(store, dressOrderDecider, { id: dressOrderStreamId(id), type: DRESS_ORDER_STREAM_TYPE }, {
    type: 'SubmitDressOrder',
    data: { requestId: id, fullName, email, phone: '+34 611 222 333', submittedAt: at(minute), eventType: 'wedding', eventDate: '2027-06-12', description: 'A bias-cut silk gown with a cowl back.', imageKeys: [], lang: 'es' },
  }, 'anonymous');

const client = (store: EventStore, clientId: string, command: ClientCommand) =>
  runCommand(store, clientDecider, { id: clientStreamId(clientId), type: CLIENT_STREAM_TYPE }, command, 'user-admin');

async function catchUpAll(store: EventStore, position: Position) {
  for (const projection of [requestsProjection, ...CLIENT_PROJECTIONS]) await catchUpTo(store, projection, position);
}

/**
 * Ana writes twice (dress-1, dress-3) and once more from another address (dress-2, a client of
 * her own until the designer merges her in); Berta writes once (dress-4) and is erased.
 */
describeEachStore('client projections', (kind) => {
  const shared = useProjectionStore(kind, [requestsProjection, ...CLIENT_PROJECTIONS]);

  it('keeps each client, her requests, sets, notes and pins, her data sealed and opened when read', async () => {
    const { store } = shared.t;
    await submit(store, 1, 'Ana Torres', 'ana@example.com', 1);
    await submit(store, 2, 'Ana Torres', 'ana.torres@work.example', 2);
    await submit(store, 3, 'Ana Torres', 'ana@example.com', 3);
    await submit(store, 4, 'Berta Gil', 'berta@example.com', 4);
    await client(store, 'dress-1', { type: 'AttachClientRequests', data: { clientId: 'dress-1', requests: ['dress-1', 'dress-3'], at: at(5) } });
    await client(store, 'dress-2', { type: 'AttachClientRequests', data: { clientId: 'dress-2', requests: ['dress-2'], at: at(5) } });
    await client(store, 'dress-4', { type: 'AttachClientRequests', data: { clientId: 'dress-4', requests: ['dress-4'], at: at(5) } });
    await client(store, 'dress-1', { type: 'RecordMeasurementSet', data: { clientId: 'dress-1', takenAt: '2026-11-20', takenBy: 'designer', values: { bust: 88, waist: 70 }, note: 'Con corsé', at: at(6) } });
    await client(store, 'dress-1', { type: 'PinCommissionMeasurements', data: { clientId: 'dress-1', commissionId: 'dress-1', setId: 'dress-1.1', at: at(7) } });
    await client(store, 'dress-2', { type: 'RecordMeasurementSet', data: { clientId: 'dress-2', takenAt: '2026-11-25', takenBy: 'client', values: { bust: 90.1, waist: 72 }, at: at(8) } });
    await client(store, 'dress-1', { type: 'AddClientNote', data: { clientId: 'dress-1', text: 'Prefiere las mañanas', at: at(9) } });
    await client(store, 'dress-4', { type: 'AddClientNote', data: { clientId: 'dress-4', text: 'Alergia al níquel', at: at(9) } });
    const last = await client(store, 'dress-4', { type: 'RecordMeasurementSet', data: { clientId: 'dress-4', takenAt: '2026-11-21', takenBy: 'designer', values: { hip: 101 }, at: at(10) } });
    await catchUpAll(store, last.position);

    expect(await snapshotProjection(store.db, clientsProjection)).toEqual([
      { client_id: 'dress-1', stream_id: 'client-dress-1', owner: 'dress-1', erased: false, opened_at: at(5), stream_version: 3 },
      { client_id: 'dress-2', stream_id: 'client-dress-2', owner: 'dress-2', erased: false, opened_at: at(5), stream_version: 1 },
      { client_id: 'dress-4', stream_id: 'client-dress-4', owner: 'dress-4', erased: false, opened_at: at(5), stream_version: 2 },
    ]);
    const sets = (await snapshotProjection(store.db, clientMeasurementsProjection)) as Record<string, unknown>[];
    expect(sets.map(({ set_id, client_id, taken_by, settled }) => ({ set_id, client_id, taken_by, settled }))).toEqual([
      { set_id: 'dress-1.1', client_id: 'dress-1', taken_by: 'designer', settled: true },
      { set_id: 'dress-2.1', client_id: 'dress-2', taken_by: 'client', settled: false },
      { set_id: 'dress-4.1', client_id: 'dress-4', taken_by: 'designer', settled: true },
    ]);
    const stored = JSON.stringify([sets, await snapshotProjection(store.db, clientNotesProjection)]);
    // Her values as plain JSON (`"bust":88`), her note and her notes: none of them in the clear. A bare
    // number would also match the sealed boxes' base64 and the timestamps' milliseconds by chance.
    expect(stored).not.toMatch(/"bust"|"waist"|"hip"|Con corsé|mañanas|níquel/);

    expect((await listClients(store)).map((c) => [c.id, c.email, c.requests])).toEqual([
      ['dress-4', 'berta@example.com', 1],
      ['dress-1', 'ana@example.com', 2],
      ['dress-2', 'ana.torres@work.example', 1],
    ]);
    expect((await listClients(store, 'BERTA')).map((c) => c.id)).toEqual(['dress-4']);
    expect((await listClients(store, '611 222')).length).toBe(3);
    expect(await measurementHistory(store, 'dress-1')).toEqual([
      { id: 'dress-1.1', takenAt: '2026-11-20', takenBy: 'designer', pending: false, values: { bust: 88, waist: 70 }, note: 'Con corsé', recordedAt: at(6), current: true },
    ]);
    expect(await measurementDrift(store, 'dress-1')).toEqual({ commissionId: 'dress-1', setId: 'dress-1.1', pinnedTakenAt: '2026-11-20', pinnedAt: at(7), currentSetId: 'dress-1.1', drift: [] });
    expect(await measurementDrift(store, 'dress-3')).toBeNull();
  });

  it('a merge moves her requests, sets and notes to the client kept; an accepted set of hers becomes current and drifts', async () => {
    const { store } = shared.t;
    await client(store, 'dress-1', { type: 'MergeClient', data: { clientId: 'dress-1', from: 'dress-2', requests: ['dress-2'], sets: [{ setId: 'dress-2.1', takenBy: 'client', settled: false }], at: at(11) } });
    await client(store, 'dress-2', { type: 'MarkClientMerged', data: { clientId: 'dress-2', into: 'dress-1', at: at(11) } });
    const last = await client(store, 'dress-1', { type: 'AcceptMeasurementSet', data: { clientId: 'dress-1', setId: 'dress-2.1', at: at(12) } });
    await catchUpAll(store, last.position);

    expect(Object.fromEntries(await clientIdsOfRequests(store.db))).toEqual({ 'dress-1': 'dress-1', 'dress-2': 'dress-1', 'dress-3': 'dress-1', 'dress-4': 'dress-4' });
    expect((await listClients(store)).map((c) => c.id)).toEqual(['dress-4', 'dress-1']);
    expect(await findClient(store, 'dress-2')).toBeNull();
    expect((await findClient(store, 'dress-1'))?.requests.map((r) => r.key)).toEqual(['dress-3', 'dress-2', 'dress-1']);
    expect(await clientStreamsOf(store.db, 'dress-1')).toEqual(['client-dress-1', 'client-dress-2']);
    expect((await measurementHistory(store, 'dress-1')).map((s) => [s.id, s.pending, s.current])).toEqual([
      ['dress-2.1', false, true],
      ['dress-1.1', false, false],
    ]);
    expect((await measurementDrift(store, 'dress-1'))?.drift).toEqual([{ name: 'bust', pinned: 88, current: 90.1 }]);
  });

  it('an erased client keeps her rows without her sealed data', async () => {
    const { store } = shared.t;
    await store.eraseSubject(dressOrderStreamId(4), personalDataErased(dressOrderStreamId(4), at(13)), { actor: 'user-admin', correlationId: 'c', causationId: null });
    const { position } = await store.eraseSubject(clientStreamId('dress-4'), personalDataErased(clientStreamId('dress-4'), at(13)), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await catchUpAll(store, position);
    const berta = await findClient(store, 'dress-4');
    expect(berta).toMatchObject({ erased: true, summary: { fullName: ERASED, email: ERASED, erased: true } });
    expect(await measurementHistory(store, 'dress-4')).toEqual([expect.objectContaining({ id: 'dress-4.1', values: {}, note: null, current: false })]);
    expect(await notesOf(store, 'dress-4')).toEqual([{ number: 1, text: ERASED, at: at(9) }]);
    expect((await notesOf(store, 'dress-1')).map((n) => n.text)).toEqual(['Prefiere las mañanas']);
  });

  it.each(CLIENT_PROJECTIONS.map((projection) => [projection.name, projection] as const))('%s rebuilds to the incrementally built rows', async (_name, projection) => {
    await expectRebuildEqualsIncremental(shared.t.store, projection);
  });
});
