import { readCheckpoint, resetCheckpoint, type EventStore } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';
import { createTable, dropTable, truncateTable } from '../read-model-table.ts';
import { replayAll } from './replay.ts';

/**
 * Creates every projection's table; those whose version changed are dropped and created
 * again (their shape may have changed with it), so the runner replays them from the first
 * event. The advisory lock keeps an API process and workers that start together from racing.
 */
export async function prepareProjections(store: EventStore, projections: readonly Projection[]): Promise<string[]> {
  return store.transaction(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atelier:projections:setup'))`.execute(trx);
    const reset: string[] = [];
    for (const projection of projections) {
      const checkpoint = await readCheckpoint(trx, projection.name);
      if (checkpoint?.version !== projection.version) {
        await dropTable(trx, projection.table);
        await resetCheckpoint(trx, projection.name, projection.version);
        reset.push(projection.name);
      }
      await createTable(trx, projection.table);
    }
    return reset;
  });
}

/**
 * Rebuilds the given projections from zero in ONE transaction: readers keep the old rows
 * until the new ones commit, and a concurrent runner waits on the checkpoint rows, which
 * the reset locks until then. Returns the number of events in the log replayed.
 */
export async function rebuildProjections(store: EventStore, projections: readonly Projection[]): Promise<number> {
  return store.transaction(async (trx) => {
    for (const projection of projections) {
      await createTable(trx, projection.table);
      await resetCheckpoint(trx, projection.name, projection.version);
      await truncateTable(trx, projection.table);
    }
    return replayAll(store, trx, projections);
  });
}

/** Rebuilds one projection from zero (see rebuildProjections). */
export async function rebuildProjection(store: EventStore, projection: Projection): Promise<number> {
  return rebuildProjections(store, [projection]);
}
