import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendWrites } from './append.ts';
import { createKeyring } from './master-key.ts';
import { positionOfEvent } from './read.ts';
import { describeEachStore, openTestStore, TEST_MASTER_KEY, type TestStore } from './testing.ts';
import { START, type Position } from './types.ts';

const WRITERS = 8;
const RUN_MS = 3_000;
const metadata = { actor: 'system', correlationId: 'late-commit', causationId: null };

function after(a: Position, b: Position): boolean {
  if (a.epoch !== b.epoch) return a.epoch > b.epoch;
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta > tb;
  return a.globalPosition > b.globalPosition;
}

/**
 * Identity values are taken at INSERT and become visible at COMMIT. Writers here sleep
 * between the two (through the real append code, inside a real transaction), so a
 * later-numbered event often commits before an earlier one. A reader that follows
 * global_position alone then moves past the earlier one and never sees it; readAll must not.
 */
describeEachStore('late commits', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind, { poolSize: WRITERS + 4 });
  });
  afterAll(() => t?.cleanup());

  it('readAll from a checkpoint sees every event exactly once; a global_position reader misses some', async () => {
    const store = t.store;
    let writing = true;

    const writer = async (w: number): Promise<number> => {
      let version = -1;
      let written = 0;
      while (writing) {
        const streamId = `late-${w}`;
        await store.transaction(async (trx) => {
          await appendWrites(
            trx,
            [{ streamId, streamType: 'late', expectedVersion: version, events: [{ type: 'Tick', data: { w, n: written } }] }],
            { metadata },
            { keyring: createKeyring(TEST_MASTER_KEY) },
          );
          await sleep(Math.random() * 20); // before COMMIT
        });
        version += 1;
        written += 1;
      }
      return written;
    };

    const seen = new Map<string, number>();
    let checkpoint = START;
    const readBatch = async (): Promise<number> => {
      const batch = await store.readAll(checkpoint, 100);
      for (const event of batch) {
        const position = positionOfEvent(event);
        expect(after(position, checkpoint)).toBe(true);
        seen.set(event.eventId, (seen.get(event.eventId) ?? 0) + 1);
        checkpoint = position;
      }
      return batch.length;
    };

    const naiveSeen = new Set<string>();
    let naiveLast = 0;
    const readNaive = async (): Promise<void> => {
      const { rows } = await sql<{ event_id: string; global_position: number }>`
        SELECT event_id::text AS event_id, global_position FROM events
        WHERE global_position > ${naiveLast} ORDER BY global_position LIMIT 100`.execute(store.db);
      for (const row of rows) {
        naiveSeen.add(row.event_id);
        naiveLast = Number(row.global_position);
      }
    };

    const readers = (async () => {
      while (writing) {
        await readBatch();
        await readNaive();
        await sleep(1);
      }
    })();

    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await sleep(RUN_MS);
    writing = false;
    const counts = await Promise.all(writers);
    await readers;
    const total = counts.reduce((a, b) => a + b, 0);
    // All writers have committed: drain both readers to the end. On PostgreSQL a
    // transaction in ANOTHER test database still holds back the xmin horizon for a moment
    // (it is server-wide), so an empty batch does not mean the end: poll, with a bound.
    const deadline = Date.now() + 30_000;
    while (seen.size < total && Date.now() < deadline) {
      if ((await readBatch()) === 0) await sleep(20);
    }
    expect(await readBatch()).toBe(0);
    for (let before = -1; naiveSeen.size !== before; ) {
      before = naiveSeen.size;
      await readNaive();
    }

    const { rows } = await sql<{ event_id: string }>`SELECT event_id::text AS event_id FROM events`.execute(store.db);
    const all = rows.map((r) => r.event_id);
    expect(all.length).toBe(total);
    expect(total).toBeGreaterThan(WRITERS);
    expect(seen.size).toBe(all.length);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(all.every((id) => seen.has(id))).toBe(true);

    const naiveMissed = all.filter((id) => !naiveSeen.has(id)).length;
    console.info(`[${kind}] ${total} events by ${WRITERS} writers; global_position reader missed ${naiveMissed}`);
    if (kind === 'postgres') {
      expect(naiveMissed).toBeGreaterThan(0);
    } else {
      // PGlite runs one transaction at a time (the store serialises them), so a position
      // is never committed out of order there and even the naive reader misses nothing.
      expect(naiveMissed).toBe(0);
    }
  });
});
