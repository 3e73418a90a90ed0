import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachStore, openTestStore, untilReadable, type TestStore } from '@atelier/event-store/testing';
import { readCheckpoint } from '@atelier/event-store';
import { ALL_PROJECTIONS } from '../all.ts';
import { requestsProjection } from '../requests/projection.ts';
import { listRequests } from '../requests/queries.ts';
import { seedRequests } from '../testing/seed.ts';
import { snapshotAll } from '../testing/snapshot.ts';
import type { Projection } from '../projection.ts';
import { catchUp } from './catch-up.ts';
import { catchUpTogether } from './catch-up-together.ts';
import { InProcessRunner } from './in-process.ts';
import { prepareProjections } from './setup.ts';

describeEachStore('projection runner', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
    await prepareProjections(t.store, ALL_PROJECTIONS);
  });
  afterAll(() => t.cleanup());

  it('the in-process runner is woken by appends, and waitFor resolves once every projection has the event', async () => {
    const errors: unknown[] = [];
    const runner = new InProcessRunner(t.store, ALL_PROJECTIONS, (_p, error) => errors.push(error));
    runner.start();
    try {
      const last = await seedRequests(t.store, 3, 1);
      expect(await runner.waitFor(last, 20_000)).toBe(true);
      expect(await listRequests(t.store)).toHaveLength(3);
      expect(errors).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('waitFor answers false when the position is not reached in time', async () => {
    const runner = new InProcessRunner(t.store, ALL_PROJECTIONS, () => {});
    // Not started: nothing will ever catch up.
    const head = await t.store.headPosition();
    expect(await runner.waitFor({ ...head, globalPosition: head.globalPosition + 1000, transactionId: String(BigInt(head.transactionId) + 1000n) }, 50)).toBe(false);
  });

  it('concurrent catch-ups of one projection apply every batch once and agree on the result', async () => {
    const last = await seedRequests(t.store, 30, 100);
    await untilReadable(t.store, last);
    const applied: number[] = [];
    const results = await Promise.all(
      [1, 2, 3].map(() => catchUp(t.store, requestsProjection, (batch) => applied.push(batch.applied))),
    );
    const total = results.reduce((sum, r) => sum + r.applied, 0);
    expect(total).toBe(applied.reduce((a, b) => a + b, 0));
    const checkpoint = await readCheckpoint(t.store.db, requestsProjection.name);
    expect(checkpoint?.position).toEqual(last);
    expect((await listRequests(t.store)).filter((r) => r.id >= 100)).toHaveLength(30);
  });

  it('a projection whose version changed is emptied at start-up and rebuilt to the same rows', async () => {
    for (const projection of ALL_PROJECTIONS) await catchUp(t.store, projection);
    const before = await snapshotAll(t.store.db);
    const bumped = { ...requestsProjection, version: requestsProjection.version + 1 };
    const reset = await prepareProjections(t.store, [bumped]);
    expect(reset).toEqual(['requests']);
    expect(await listRequests(t.store)).toEqual([]);
    await catchUp(t.store, bumped);
    expect(await snapshotAll(t.store.db)).toEqual(before);
    expect((await readCheckpoint(t.store.db, 'requests'))?.version).toBe(bumped.version);
    await prepareProjections(t.store, ALL_PROJECTIONS);
    await catchUp(t.store, requestsProjection);
  });

  it('catching up together hands each projection only the events past its own checkpoint', async () => {
    for (const projection of ALL_PROJECTIONS) await catchUp(t.store, projection);
    const start = (await readCheckpoint(t.store.db, 'request-history'))!.position;
    // requests runs ahead of the others, which must still get every event once.
    await untilReadable(t.store, await seedRequests(t.store, 4, 200));
    const ahead = (await catchUp(t.store, requestsProjection)).position;
    const last = await seedRequests(t.store, 3, 210);
    await untilReadable(t.store, last);
    const moved = new Map<string, number>();
    const result = await catchUpTogether(t.store, ALL_PROJECTIONS, (name, batch) => moved.set(name, (moved.get(name) ?? 0) + batch.applied));
    expect(result.heldBack).toBe(false);
    for (const projection of ALL_PROJECTIONS) {
      expect(result.positions.get(projection.name), projection.name).toEqual(last);
      expect((await readCheckpoint(t.store.db, projection.name))?.position, projection.name).toEqual(last);
    }
    // requests was handed only the events of the last 3 requests, the others those of all 7.
    expect(moved.get('requests')).toBe((await t.store.readAll(ahead, 1000)).length);
    expect(moved.get('request-history')).toBe((await t.store.readAll(start, 1000)).length);
    expect(moved.get('requests')).toBeLessThan(moved.get('request-history')!);
    const ids = (await listRequests(t.store)).map((r) => r.id).filter((id) => id >= 200);
    expect(ids.sort((a, b) => a - b)).toEqual([200, 201, 202, 203, 210, 211, 212]);
    // Replaying them would change nothing: the history has each event once.
    const before = await snapshotAll(t.store.db);
    await catchUpTogether(t.store, ALL_PROJECTIONS);
    expect(await snapshotAll(t.store.db)).toEqual(before);
  });

  it('the in-process runner reports a failing projection and keeps the others going', async () => {
    const broken: Projection = {
      ...requestsProjection,
      name: 'broken-for-test',
      apply: async () => {
        throw new Error('this projection cannot apply anything');
      },
    };
    const errors: string[] = [];
    const runner = new InProcessRunner(t.store, [requestsProjection, broken], (name) => errors.push(name));
    runner.start();
    try {
      const last = await seedRequests(t.store, 2, 300);
      await untilReadable(t.store, last);
      // Never true: the broken projection cannot pass the submissions.
      expect(await runner.waitFor(last, 1500)).toBe(false);
      await vi.waitFor(async () => {
        expect(errors.length).toBeGreaterThan(0);
        expect((await readCheckpoint(t.store.db, requestsProjection.name))?.position).toEqual(last);
      }, { timeout: 20_000, interval: 20 });
      expect(new Set(errors)).toEqual(new Set(['broken-for-test']));
      expect((await listRequests(t.store)).filter((r) => r.id >= 300)).toHaveLength(2);
    } finally {
      await runner.stop();
    }
  });
});
