import { openTestStore, type TestStore, type TestStoreKind } from '@atelier/event-store/testing';
import { afterAll, beforeAll } from 'vitest';
import type { Projection } from '../projection.ts';
import { prepareProjections } from '../runner/setup.ts';

/**
 * A fresh store of `kind` with `projections` prepared, for the describe block it is called in
 * (closed after it). Read `.t` inside the tests: it is set once beforeAll has run.
 */
export function useProjectionStore(kind: TestStoreKind, projections: readonly Projection[]): { t: TestStore } {
  const shared = {} as { t: TestStore };
  beforeAll(async () => {
    shared.t = await openTestStore(kind);
    await prepareProjections(shared.t.store, projections);
  });
  afterAll(() => shared.t?.cleanup());
  return shared;
}
