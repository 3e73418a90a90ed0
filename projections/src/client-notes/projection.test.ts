import { CLIENT_STREAM_TYPE, clientDecider, clientStreamId, personalDataErased, type ClientCommand } from '@atelier/domain';
import { ERASED } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { clientNotesProjection } from './projection.ts';
import { notesOf } from './queries.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString();
const sealed = { fields: ['text'], sealed: expect.any(String) };

/**
 * Ana (dress-1) and her work address (dress-2, merged into her) each have notes; Berta
 * (dress-3) has one and is erased. Each command is projected as it is stored, as the live
 * runner does.
 */
describeEachStore('client notes projection', (kind) => {
  const shared = useProjectionStore(kind, [clientNotesProjection]);
  const run = (clientId: string, command: ClientCommand) => incrementally(shared.t.store, clientNotesProjection)(clientDecider, { id: clientStreamId(clientId), type: CLIENT_STREAM_TYPE }, command);
  const note = (clientId: string, text: string, minute: number) => run(clientId, { type: 'AddClientNote', data: { clientId, text, at: at(minute) } });

  it('keeps every note numbered on its stream, its text sealed; notesOf opens them oldest first', async () => {
    for (const clientId of ['dress-1', 'dress-2', 'dress-3']) await run(clientId, { type: 'AttachClientRequests', data: { clientId, requests: [clientId], at: at(0) } });
    await note('dress-1', '  Prefiere las mañanas ', 1);
    await note('dress-2', 'Llega desde Bilbao', 2);
    await note('dress-1', 'Crepé, nunca raso', 3);
    await note('dress-3', 'Alergia al níquel', 4);

    const rows = await snapshotProjection(shared.t.store.db, clientNotesProjection);
    expect(rows).toEqual([
      { stream_id: 'client-dress-1', note_number: 1, client_id: 'dress-1', personal: sealed, at: at(1), erased: false },
      { stream_id: 'client-dress-1', note_number: 2, client_id: 'dress-1', personal: sealed, at: at(3), erased: false },
      { stream_id: 'client-dress-2', note_number: 1, client_id: 'dress-2', personal: sealed, at: at(2), erased: false },
      { stream_id: 'client-dress-3', note_number: 1, client_id: 'dress-3', personal: sealed, at: at(4), erased: false },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/mañanas|Bilbao|Crepé|níquel/);

    expect(await notesOf(shared.t.store, 'dress-1')).toEqual([
      { number: 1, text: 'Prefiere las mañanas', at: at(1) },
      { number: 2, text: 'Crepé, nunca raso', at: at(3) },
    ]);
    expect(await notesOf(shared.t.store, 'dress-9')).toEqual([]);
  });

  it('a merge moves the merged client’s notes to the client kept, still opened with their own stream’s key', async () => {
    await run('dress-1', { type: 'MergeClient', data: { clientId: 'dress-1', from: 'dress-2', requests: ['dress-2'], sets: [], at: at(5) } });
    await run('dress-2', { type: 'MarkClientMerged', data: { clientId: 'dress-2', into: 'dress-1', at: at(5) } });

    expect(await notesOf(shared.t.store, 'dress-1')).toEqual([
      { number: 1, text: 'Prefiere las mañanas', at: at(1) },
      { number: 1, text: 'Llega desde Bilbao', at: at(2) },
      { number: 2, text: 'Crepé, nunca raso', at: at(3) },
    ]);
    expect(await notesOf(shared.t.store, 'dress-2')).toEqual([]);
    expect((await snapshotProjection(shared.t.store.db, clientNotesProjection)).map((row) => (row as { client_id: string }).client_id)).toEqual(['dress-1', 'dress-1', 'dress-1', 'dress-3']);
  });

  it('an erased client keeps her notes’ rows without their text', async () => {
    const { store } = shared.t;
    const erased = await store.eraseSubject(clientStreamId('dress-3'), personalDataErased(clientStreamId('dress-3'), at(6)), { actor: 'user-admin', correlationId: 'erase-berta', causationId: null });
    await catchUpTo(store, clientNotesProjection, erased.position);

    expect((await snapshotProjection(store.db, clientNotesProjection)).at(-1)).toEqual({ stream_id: 'client-dress-3', note_number: 1, client_id: 'dress-3', personal: null, at: at(4), erased: true });
    expect(await notesOf(store, 'dress-3')).toEqual([{ number: 1, text: ERASED, at: at(4) }]);
    expect((await notesOf(store, 'dress-1')).map((n) => n.text)).toEqual(['Prefiere las mañanas', 'Llega desde Bilbao', 'Crepé, nunca raso']);
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, clientNotesProjection);
  });
});
