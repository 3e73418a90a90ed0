import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compareAndSetCheckpoint } from './checkpoints.ts';
import { oldestHorizonHolder, projectionLag } from './horizon.ts';
import { describeEachStore, openTestStore, transactionAgeSeconds, type TestStore } from './testing.ts';
import type { Position } from './types.ts';

const metadata = { actor: 'system', correlationId: 'horizon', causationId: null };

describeEachStore('projection lag and the horizon', (kind) => {
  let t: TestStore;
  const positions: Position[] = [];
  beforeAll(async () => {
    t = await openTestStore(kind);
    for (let n = 0; n < 3; n++) {
      const { position } = await t.store.append('lag-1', [{ type: 'Tick', data: { n } }], {
        streamType: 'lag',
        expectedVersion: n - 1,
        metadata,
      });
      positions.push(position);
    }
  });
  afterAll(() => t?.cleanup());

  const setCheckpoint = (projection: string, expected: Position | null, next: Position) =>
    t.store.transaction((trx) => compareAndSetCheckpoint(trx, projection, expected, next, 1));

  it('counts the events after each checkpoint (all of them without one), in the order asked', async () => {
    await setCheckpoint('after-first', null, positions[0] as Position);
    await setCheckpoint('at-head', null, positions[2] as Position);
    const lag = await projectionLag(t.store.db, ['none-yet', 'after-first', 'at-head']);
    expect(lag.map(({ oldestAgeSeconds, ...rest }) => ({ ...rest, aged: oldestAgeSeconds !== null }))).toEqual([
      { projection: 'none-yet', eventsBehind: 3, atLeast: false, aged: true },
      { projection: 'after-first', eventsBehind: 2, atLeast: false, aged: true },
      { projection: 'at-head', eventsBehind: 0, atLeast: false, aged: false },
    ]);
    expect(lag[0]?.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    // The oldest pending event of 'none-yet' is the first one: no younger than after-first's.
    expect(lag[0]?.oldestAgeSeconds).toBeGreaterThanOrEqual(lag[1]?.oldestAgeSeconds ?? Infinity);
    expect(await projectionLag(t.store.db, [])).toEqual([]);
  });

  it('stops counting at the cap and says so', async () => {
    const [none] = await projectionLag(t.store.db, ['none-yet'], 2);
    expect(none).toMatchObject({ eventsBehind: 2, atLeast: true });
  });

  it('the age of the oldest pending event grows while it is not projected', async () => {
    const [before] = await projectionLag(t.store.db, ['after-first']);
    expect(before?.oldestAgeSeconds).toEqual(expect.any(Number));
    // Waits on the growth itself (the database clock moves on), not for a chosen time: an age
    // that never grows fails the test at its timeout.
    let later = before;
    while (later!.oldestAgeSeconds! <= before!.oldestAgeSeconds!) [later] = await projectionLag(t.store.db, ['after-first']);
    expect(later).toMatchObject({ projection: 'after-first', eventsBehind: before!.eventsBehind });
  });

  if (kind === 'pglite') {
    it('PGlite: nothing else can hold a transaction while this query runs, so there is no holder', async () => {
      expect(await oldestHorizonHolder(t.store.db)).toEqual({ ageSeconds: null, pid: null, database: null, scope: 'cluster' });
    });
  } else {
    it('PostgreSQL: a writer held open is (or is younger than) the oldest holder, and its events count as lag', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let began!: () => void;
      const begun = new Promise<void>((resolve) => (began = resolve));
      let writerPid = 0;
      const writer = t.store.transaction(async (trx) => {
        // Now it holds an xid.
        writerPid = (await sql<{ pid: number }>`SELECT pg_current_xact_id(), pg_backend_pid() AS pid`.execute(trx)).rows[0]!.pid;
        began();
        await released;
      });
      try {
        await begun;
        // Committed after the open writer began: held back from readAll until it ends.
        const { position } = await t.store.append('lag-2', [{ type: 'Tick', data: {} }], { streamType: 'lag', expectedVersion: -1, metadata });
        await setCheckpoint('late', null, positions[2] as Position);
        const writerAge = await transactionAgeSeconds(t.store.db, writerPid);

        // Measured later by the same clock: at least as old as the writer (older if another test's holds it back).
        const holder = await oldestHorizonHolder(t.store.db);
        expect(holder.scope).toBe('cluster');
        expect(writerAge).toBeGreaterThan(0);
        expect(holder.ageSeconds).toBeGreaterThanOrEqual(writerAge);
        const [late] = await projectionLag(t.store.db, ['late']);
        expect(late).toMatchObject({ eventsBehind: 1, atLeast: false });
        expect(await t.store.readAll(positions[2] as Position, 10)).toEqual([]);
        expect(position.globalPosition).toBeGreaterThan(positions[2]?.globalPosition ?? Infinity);
      } finally {
        release();
        await writer;
      }
    });
  }
});
