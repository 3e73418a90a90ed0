import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS } from '../all.ts';
import { seedRequests } from '../testing/seed.ts';
import { catchUpTo } from './catch-up-to.ts';
import { PollingProgress } from './polling-progress.ts';
import { prepareProjections } from './setup.ts';

describeEachStore('polling progress', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
    await prepareProjections(t.store, ALL_PROJECTIONS);
  });
  afterAll(() => t.cleanup());

  it('resolves every waiter true once the checkpoints pass it, and false on timeout', async () => {
    const last = await seedRequests(t.store, 4, 1);
    const progress = new PollingProgress(t.store, ALL_PROJECTIONS);
    const impatient = progress.waitFor(last, 30);
    const patient = [progress.waitFor(last, 10_000), progress.waitFor(last, 10_000)];
    expect(await impatient).toBe(false);
    for (const projection of ALL_PROJECTIONS) await catchUpTo(t.store, projection, last);
    expect(await Promise.all(patient)).toEqual([true, true]);
    expect(await progress.waitFor(last, 10)).toBe(true);
  });
});
