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
 * Rebuilds the given projections from zero in ONE transaction and ONE pass over the log:
 * readers keep the old rows until the new ones commit, and a concurrent runner waits on
 * the checkpoint rows, which the reset locks until then. Returns the events read.
 */
export async function rebuildProjections(store: EventStore, projections: readonly Projection[]): Promise<number> {
  return store.transaction(async (trx) => {
    for (const projection of projections) {
      await projection.createTables(trx);
      await resetCheckpoint(trx, projection.name, projection.version);
      await projection.truncate(trx);
    }
    return replayAll(store, trx, projections);
  });
}

/** Rebuilds one projection from zero (see rebuildProjections). */
export async function rebuildProjection(store: EventStore, projection: Projection): Promise<number> {
  return rebuildProjections(store, [projection]);
}
