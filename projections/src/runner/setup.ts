import { readCheckpoint, resetCheckpoint, type EventStore } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';
import { replayAll } from './catch-up.ts';

/**
 * Creates every projection's tables and empties those whose version changed, so the
 * runner replays them from the first event. The advisory lock keeps an API process and
 * workers that start together from racing.
 */
export async function prepareProjections(store: EventStore, projections: readonly Projection[]): Promise<string[]> {
  return store.transaction(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atelier:projections:setup'))`.execute(trx);
    const reset: string[] = [];
    for (const projection of projections) {
      await projection.createTables(trx);
      const checkpoint = await readCheckpoint(trx, projection.name);
      if (checkpoint?.version !== projection.version) {
        await projection.truncate(trx);
        await resetCheckpoint(trx, projection.name, projection.version);
        reset.push(projection.name);
      }
    }
    return reset;
  });
}

/**
 * Rebuilds from zero in ONE transaction: readers keep the old rows until the new ones
 * commit, and a concurrent runner waits on the checkpoint lock.
 */
export async function rebuildProjection(store: EventStore, projection: Projection): Promise<number> {
  return store.transaction(async (trx) => {
    await projection.createTables(trx);
    await resetCheckpoint(trx, projection.name, projection.version);
    await projection.truncate(trx);
    return replayAll(store, trx, projection);
  });
}
