import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS } from '../all.ts';
import { seedRequests } from '../testing/seed.ts';
import { snapshotAll } from '../testing/snapshot.ts';
import { catchUp } from './catch-up.ts';
import { prepareProjections, rebuildProjection } from './setup.ts';

describeEachStore('projections: replay and rebuild', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
    await prepareProjections(t.store, ALL_PROJECTIONS);
  });
  afterAll(() => t.cleanup());

  it('rebuilding every read model from zero gives exactly the incrementally built rows', async () => {
    // Incremental: catch up after every few appends, as the live runner does.
    for (let round = 0; round < 4; round++) {
      await seedRequests(t.store, 10, round * 10 + 1);
      for (const projection of ALL_PROJECTIONS) await catchUp(t.store, projection);
    }
    const incremental = await snapshotAll(t.store.db);
    expect(incremental.requests).toHaveLength(40);
    expect(incremental['request-history']!.length).toBeGreaterThan(40);

    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.store, projection);
    expect(await snapshotAll(t.store.db)).toEqual(incremental);
  });

  it('replaying twice gives the same tables (handlers are idempotent)', async () => {
    const before = await snapshotAll(t.store.db);
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.store, projection);
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.store, projection);
    expect(await snapshotAll(t.store.db)).toEqual(before);
  });

  it('erased personal data stays erased after a rebuild', async () => {
    const rows = (await snapshotAll(t.store.db)).requests as { request_id: number; full_name: string; email: string }[];
    const erased = rows.find((row) => row.request_id === 2);
    expect(erased).toMatchObject({ full_name: '[erased]', email: '[erased]' });
    expect(rows.find((row) => row.request_id === 1)).toMatchObject({ full_name: 'Client 1' });
  });
});
