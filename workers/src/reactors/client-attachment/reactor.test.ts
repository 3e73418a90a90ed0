import { CLIENT_REQUESTS_ATTACHED, DRESS_ORDER_STREAM_TYPE, dressOrderDecider, dressOrderStreamId, personalDataErased } from '@atelier/domain';
import { createPlainTables, executeCommand, openEventStore, resetCheckpoint, type EventStore } from '@atelier/event-store';
import { TEST_MASTER_KEY, describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, REACTOR_CHECKPOINT_VERSION, catchUpReactor, clientIdsOfRequests, prepareProjections, rebuildProjections, catchUp } from '@atelier/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientAttachmentReactor } from './reactor.ts';

const SECRET = 'test-session-secret-that-is-long-enough-0123456789';

async function submit(store: EventStore, requestId: number, email: string) {
  const stream = { decider: dressOrderDecider, streamId: dressOrderStreamId(requestId), streamType: DRESS_ORDER_STREAM_TYPE };
  const data = { requestId, fullName: `Client ${requestId}`, email, phone: '+34 600 000 000', submittedAt: new Date(Date.UTC(2026, 0, 1, 0, requestId)).toISOString(), eventType: 'gala', eventDate: '2026-12-31', description: 'A long silk gown.', imageKeys: [] };
  const metadata = { actor: 'anonymous', correlationId: crypto.randomUUID(), causationId: null };
  return executeCommand(store, { stream, command: { type: 'SubmitDressOrder', data } as never, metadata });
}

/** Every attachment in the log: [client stream, requests], in log order. */
async function attachments(store: EventStore): Promise<[string, unknown][]> {
  const rows = await store.db.selectFrom('events').select(['stream_id', 'data']).where('type', '=', CLIENT_REQUESTS_ATTACHED).orderBy('global_position').execute();
  return rows.map((row) => [row.stream_id, row.data.requests]);
}

async function projectAll(store: EventStore) {
  for (const projection of ALL_PROJECTIONS) await catchUp(store, projection);
}

describeEachStore('client-attachment reactor (ADR 064)', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
    await createPlainTables(t.store.db);
    await prepareProjections(t.store, ALL_PROJECTIONS);
  });
  afterAll(() => t.cleanup());

  it('attaches each request once, by address; run again, replayed from START or after a rebuild, it appends nothing', async () => {
    await submit(t.store, 1, 'ana@example.com');
    await submit(t.store, 2, '  ANA@example.com ');
    await submit(t.store, 3, 'bea@example.com');
    const reactor = clientAttachmentReactor(t.store, SECRET);
    const run = await catchUpReactor(t.store, reactor);
    expect(run.reacted).not.toBeNull();
    const first = await attachments(t.store);
    expect(first).toEqual([
      ['client-dress-1', ['dress-1']],
      ['client-dress-1', ['dress-2']],
      ['client-dress-3', ['dress-3']],
    ]);
    await projectAll(t.store);
    expect(Object.fromEntries(await clientIdsOfRequests(t.store.db))).toMatchObject({ 'dress-1': 'dress-1', 'dress-2': 'dress-1', 'dress-3': 'dress-3' });

    await catchUpReactor(t.store, reactor);
    await t.store.transaction((trx) => resetCheckpoint(trx, reactor.name, REACTOR_CHECKPOINT_VERSION));
    await catchUpReactor(t.store, clientAttachmentReactor(t.store, SECRET));
    await rebuildProjections(t.store, ALL_PROJECTIONS);
    await catchUpReactor(t.store, reactor);
    expect(await attachments(t.store)).toEqual(first);
  });

  it('a reaction stored before its checkpoint moved (a process killed in between) is not made again after a restart', async () => {
    const submitted = await submit(t.store, 4, 'carla@example.com');
    const [event] = (await t.store.readStream(dressOrderStreamId(4))).events;
    // The first process reacted, then died before its checkpoint moved past the submission.
    await clientAttachmentReactor(t.store, SECRET).react(event!);
    const before = await attachments(t.store);
    expect(before.at(-1)).toEqual(['client-dress-4', ['dress-4']]);
    // The restarted process starts from the checkpoint it finds, behind the submission.
    const restarted = clientAttachmentReactor(t.store, SECRET);
    const run = await catchUpReactor(t.store, restarted);
    expect(run.position.globalPosition).toBeGreaterThanOrEqual(submitted.position.globalPosition);
    expect(await attachments(t.store)).toEqual(before);
  });

  it('a request erased before the reactor reached it gets no client', async () => {
    await submit(t.store, 5, 'dora@example.com');
    await t.store.eraseSubject(dressOrderStreamId(5), personalDataErased(dressOrderStreamId(5), new Date().toISOString()), { actor: 'user-admin', correlationId: crypto.randomUUID(), causationId: null });
    const before = await attachments(t.store);
    await catchUpReactor(t.store, clientAttachmentReactor(t.store, SECRET));
    expect(await attachments(t.store)).toEqual(before);
  });

  // Two processes share a database only on PostgreSQL: on PGlite the test is not declared, not skipped.
  if (kind === 'postgres') it('two processes on one database react to the same events once between them', async () => {
    const other = await openEventStore({ databaseUrl: t.databaseUrl!, masterKey: TEST_MASTER_KEY });
    try {
      for (let id = 10; id < 20; id++) await submit(t.store, id, `shared${id % 3}@example.com`);
      const before = await attachments(t.store);
      await Promise.all([catchUpReactor(t.store, clientAttachmentReactor(t.store, SECRET)), catchUpReactor(other, clientAttachmentReactor(other, SECRET))]);
      const added = (await attachments(t.store)).slice(before.length);
      // One attachment per request, each to the client of the first request of its address.
      expect(added.map(([, requests]) => requests).flat().sort()).toEqual(Array.from({ length: 10 }, (_, i) => `dress-${i + 10}`).sort());
      const clientOf = new Map(added.flatMap(([stream, requests]) => (requests as string[]).map((key) => [key, stream])));
      for (let id = 10; id < 20; id++) expect(clientOf.get(`dress-${id}`), `dress-${id}`).toBe(`client-dress-${10 + ((id - 10) % 3)}`);
    } finally {
      await other.close();
    }
  });

});
