import { FITTING_STREAM_TYPE, fittingDecider, fittingStreamId, personalDataErased, type CalendarEventState, type FittingCommand } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { fittingsProjection } from './projection.ts';
import { findFitting, fittingPhoto, sharedFittingPhotos } from './queries.ts';

const at = '2026-11-28T10:00:00.000Z';
const stream = (eventId: number) => ({ id: fittingStreamId(eventId), type: FITTING_STREAM_TYPE });
const appointment = (eventId: number): CalendarEventState => ({
  status: 'scheduled',
  event: { eventId, clientName: 'Clienta', date: '2026-11-20', eventType: 'wedding', milestone: 'Second Fitting', requestId: 3, requestType: 'dress', notes: null, scheduledAt: at },
  erased: false,
});
const save = (eventId: number, notes: string | null, changes: { text: string; done: boolean }[]): FittingCommand => ({
  type: 'SaveFittingRecord',
  data: { eventId, appointment: appointment(eventId), notes, changes, at },
});
const add = (eventId: number, keys: string[]): FittingCommand => ({ type: 'AddFittingPhotos', data: { eventId, appointment: appointment(eventId), keys, at } });
const share = (eventId: number, n: number, sharedWithClient: boolean): FittingCommand => ({ type: 'ShareFittingPhoto', data: { eventId, n, sharedWithClient, at } });

describeEachStore('fittings projection', (kind) => {
  const shared = useProjectionStore(kind, [fittingsProjection]);

  it('keeps the latest notes and checklist, every photo by number and which are shared', async () => {
    const run = incrementally(shared.t.store, fittingsProjection);
    await run(fittingDecider, stream(1), save(1, 'Cintura holgada', [{ text: 'Subir el bajo', done: false }]));
    await run(fittingDecider, stream(1), add(1, ['f/1/a/0.webp', 'f/1/a/1.webp']));
    await run(fittingDecider, stream(1), share(1, 1, true));
    await run(fittingDecider, stream(1), add(1, ['f/1/b/0.webp']));
    await run(fittingDecider, stream(1), save(1, 'Cintura bien', [{ text: 'Subir el bajo', done: true }, { text: 'Entallar', done: false }]));
    await run(fittingDecider, stream(1), share(1, 2, true));
    await run(fittingDecider, stream(1), share(1, 2, false));
    await run(fittingDecider, stream(2), add(2, ['f/2/a/0.webp']));

    expect(await findFitting(shared.t.store, 1)).toEqual({
      eventId: 1,
      notes: 'Cintura bien',
      changes: [
        { text: 'Subir el bajo', done: true },
        { text: 'Entallar', done: false },
      ],
      photos: [
        { n: 0, sharedWithClient: false },
        { n: 1, sharedWithClient: true },
        { n: 2, sharedWithClient: false },
      ],
      erased: false,
      version: 6,
    });
    expect(await findFitting(shared.t.store, 2)).toEqual({ eventId: 2, notes: null, changes: [], photos: [{ n: 0, sharedWithClient: false }], erased: false, version: 0 });
    expect(await findFitting(shared.t.store, 9)).toBeNull();
    expect(await fittingPhoto(shared.t.store.db, 1, 1)).toEqual({ key: 'f/1/a/1.webp', sharedWithClient: true });
    expect(await fittingPhoto(shared.t.store.db, 1, 3)).toBeNull();
    expect(await sharedFittingPhotos(shared.t.store.db, [1, 2, 9])).toEqual(new Map([[1, [1]], [2, []]]));
  });

  it('keeps the notes and the changes sealed, and nothing but the erasure once erased', async () => {
    const { rows } = await sql<{ row: string }>`SELECT row_to_json(f)::text AS row FROM rm_fittings f`.execute(shared.t.store.db);
    for (const { row } of rows) expect(row).not.toMatch(/Cintura|Subir|Entallar/);

    const erased = fittingStreamId(1);
    const { position } = await shared.t.store.eraseSubject(erased, personalDataErased(erased, at), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await catchUpTo(shared.t.store, fittingsProjection, position);
    expect(await findFitting(shared.t.store, 1)).toEqual({ eventId: 1, notes: null, changes: [], photos: [], erased: true, version: 7 });
    expect(await sharedFittingPhotos(shared.t.store.db, [1])).toEqual(new Map());
    const row = ((await snapshotProjection(shared.t.store.db, fittingsProjection)) as { calendar_event_id: number; personal: unknown }[]).find((r) => r.calendar_event_id === 1);
    expect(row).toMatchObject({ personal: null, photo_keys: {}, shared: {}, erased: true });
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, fittingsProjection);
  });
});
