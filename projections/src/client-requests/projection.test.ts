import {
  CLIENT_STREAM_TYPE,
  CUSTOM_CONCEPT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  clientDecider,
  clientStreamId,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  type ClientCommand,
} from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { clientsProjection } from '../clients/projection.ts';
import { requestsProjection } from '../requests/projection.ts';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { runCommand } from '../testing/seed.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { clientRequestsProjection } from './projection.ts';
import { clientIdsOfRequests, clientOfRequest, requestsOfClients } from './queries.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString();
const person = (requestId: number, minute: number) => ({ requestId, fullName: `Clienta ${requestId}`, email: `clienta${requestId}@example.com`, phone: '+34 611 222 333', submittedAt: at(minute), imageKeys: [], lang: 'es' as const });

/**
 * Ana writes a dress order (dress-1) and a concept (concept-2) from one address and a dress
 * order from another (dress-3), which the designer merges into her; Berta writes one
 * (dress-4). Then a chain: dress-5 into dress-6, dress-6 into dress-7. Each command is
 * projected as it is stored, as the live runner does.
 */
describeEachStore('client requests projection', (kind) => {
  // The requests and clients read models too: requestsOfClients joins them.
  const shared = useProjectionStore(kind, [requestsProjection, clientsProjection, clientRequestsProjection]);
  const run = (clientId: string, command: ClientCommand) => incrementally(shared.t.store, clientRequestsProjection)(clientDecider, { id: clientStreamId(clientId), type: CLIENT_STREAM_TYPE }, command);
  const attach = (clientId: string, requests: string[]) => run(clientId, { type: 'AttachClientRequests', data: { clientId, requests, at: at(10) } });
  async function merge(into: string, from: string, requests: string[]) {
    await run(into, { type: 'MergeClient', data: { clientId: into, from, requests, sets: [], at: at(20) } });
    return run(from, { type: 'MarkClientMerged', data: { clientId: from, into, at: at(20) } });
  }
  const submitDress = (id: number, minute: number) =>
    runCommand(shared.t.store, dressOrderDecider, { id: dressOrderStreamId(id), type: DRESS_ORDER_STREAM_TYPE }, {
      type: 'SubmitDressOrder',
      data: { ...person(id, minute), eventType: 'wedding', eventDate: '2027-06-12', description: 'A bias-cut silk gown with a cowl back.' },
    }, 'anonymous');

  it('keeps the client of every attached request, by key, type and id; a merge moves them to the client kept', async () => {
    const { store } = shared.t;
    await submitDress(1, 1);
    await runCommand(store, customConceptDecider, { id: customConceptStreamId(2), type: CUSTOM_CONCEPT_STREAM_TYPE }, {
      type: 'SubmitCustomConcept',
      data: { ...person(2, 2), preferredContact: 'email', conceptDescription: 'A cape that folds like origami.', inspirations: null },
    }, 'anonymous');
    await submitDress(3, 3);
    await submitDress(4, 4);
    await attach('dress-1', ['dress-1', 'concept-2']);
    await attach('dress-3', ['dress-3']);
    await attach('dress-4', ['dress-4']);
    expect(await clientOfRequest(store.db, 'dress-3')).toBe('dress-3');

    const last = await merge('dress-1', 'dress-3', ['dress-3']);
    expect(await snapshotProjection(store.db, clientRequestsProjection)).toEqual([
      { request_key: 'concept-2', request_type: 'concept', request_id: 2, client_id: 'dress-1' },
      { request_key: 'dress-1', request_type: 'dress', request_id: 1, client_id: 'dress-1' },
      { request_key: 'dress-3', request_type: 'dress', request_id: 3, client_id: 'dress-1' },
      { request_key: 'dress-4', request_type: 'dress', request_id: 4, client_id: 'dress-4' },
    ]);
    expect(Object.fromEntries(await clientIdsOfRequests(store.db))).toEqual({ 'dress-1': 'dress-1', 'concept-2': 'dress-1', 'dress-3': 'dress-1', 'dress-4': 'dress-4' });
    expect(await clientOfRequest(store.db, 'dress-3')).toBe('dress-1');
    expect(await clientOfRequest(store.db, 'dress-9')).toBeNull();

    // Her requests with their own rows, newest first; a client merged away holds none.
    for (const projection of [requestsProjection, clientsProjection]) await catchUpTo(store, projection, last.position);
    const keys = (rows: { request_type: string; request_id: number; client_id: string }[]) => rows.map((row) => [`${row.request_type}-${row.request_id}`, row.client_id]);
    expect(keys(await requestsOfClients(store.db, 'dress-1'))).toEqual([
      ['dress-3', 'dress-1'],
      ['concept-2', 'dress-1'],
      ['dress-1', 'dress-1'],
    ]);
    expect(await requestsOfClients(store.db, 'dress-3')).toEqual([]);
    const all = await requestsOfClients(store.db);
    expect(keys(all)).toEqual([
      ['dress-4', 'dress-4'],
      ['dress-3', 'dress-1'],
      ['concept-2', 'dress-1'],
      ['dress-1', 'dress-1'],
    ]);
    expect(all[0]).toEqual({
      client_id: 'dress-4',
      stream_id: dressOrderStreamId(4),
      request_type: 'dress',
      request_id: 4,
      personal: { fields: expect.any(Array), sealed: expect.any(String) },
      created_at: at(4),
      erased: false,
      status: 'pending',
      occasion: 'wedding',
      occasion_date: '2027-06-12',
    });
  });

  it('a chain of merges ends where replaying them one by one does', async () => {
    for (const id of [5, 6, 7]) {
      await submitDress(id, id);
      await attach(`dress-${id}`, [`dress-${id}`]);
    }
    await merge('dress-6', 'dress-5', ['dress-5']);
    await merge('dress-7', 'dress-6', ['dress-6', 'dress-5']);
    const clients = await clientIdsOfRequests(shared.t.store.db);
    expect(['dress-5', 'dress-6', 'dress-7'].map((key) => clients.get(key))).toEqual(['dress-7', 'dress-7', 'dress-7']);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, clientRequestsProjection);
  });
});
