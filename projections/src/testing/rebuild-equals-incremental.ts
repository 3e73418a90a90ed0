import type { Decider, DomainEvent } from '@atelier/domain';
import { START, type EventStore } from '@atelier/event-store';
import { expect } from 'vitest';
import type { Projection } from '../projection.ts';
import { truncateTable } from '../read-model-table.ts';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { handledBy } from '../runner/catch-up.ts';
import { rebuildProjection } from '../runner/setup.ts';
import { runCommand } from './seed.ts';
import { snapshotProjection } from './snapshot.ts';

/**
 * A command runner that catches `projection` up after every command, as the live runner
 * does: the table it leaves is the incremental build.
 */
export function incrementally(store: EventStore, projection: Projection) {
  return async <C, E extends DomainEvent, S>(decider: Decider<C, E, S>, stream: { id: string; type: string }, command: C) => {
    const result = await runCommand(store, decider, stream, command, 'user-admin');
    await catchUpTo(store, projection, result.position);
    return result;
  };
}

/**
 * The table as built incrementally equals the table rebuilt from the first event, and the
 * table built from batches cut anywhere, each applied twice (folds are idempotent).
 */
export async function expectRebuildEqualsIncremental(store: EventStore, projection: Projection): Promise<void> {
  const snapshot = () => snapshotProjection(store.db, projection);
  const incremental = await snapshot();
  expect(incremental.length).toBeGreaterThan(0);

  await rebuildProjection(store, projection);
  expect(await snapshot()).toEqual(incremental);

  const events = handledBy(projection, await store.readAll(START, 10_000));
  for (const size of [1, 2, 3]) {
    await store.transaction(async (trx) => {
      await truncateTable(trx, projection.table);
      for (let i = 0; i < events.length; i += size) {
        const batch = events.slice(i, i + size);
        await projection.apply(trx, batch);
        await projection.apply(trx, batch);
      }
    });
    expect(await snapshot(), `batches of ${size}`).toEqual(incremental);
  }
}
