import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendWrites } from './append.ts';
import { createKeyring } from './master-key.ts';
import { positionOfEvent } from './read.ts';
import { describeEachStore, openTestStore, readAllUntil, TEST_MASTER_KEY, type TestStore } from './testing.ts';
import { START, type Position } from './types.ts';

const WRITERS = 8;
const metadata = { actor: 'system', correlationId: 'late-commit', causationId: null };

function after(a: Position, b: Position): boolean {
  if (a.epoch !== b.epoch) return a.epoch > b.epoch;
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta > tb;
  return a.globalPosition > b.globalPosition;
}

function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Identity values are taken at INSERT and become visible at COMMIT. Here the writers insert in
 * turn and commit in the reverse order (each through the real append code, in a real
 * transaction, held open until the test lets it commit), so every event but the last inserted
 * commits after a later-numbered one. A reader that follows global_position alone moves past
 * the earlier ones and never sees them; readAll must not.
 */
describeEachStore('late commits', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind, { poolSize: WRITERS + 4 });
  });
  afterAll(() => t?.cleanup());

  const naive = () => {
    const seen = new Set<string>();
    let last = 0;
    return {
      seen,
      async read() {
        const { rows } = await sql<{ event_id: string; global_position: number }>`
          SELECT event_id::text AS event_id, global_position FROM events
          WHERE global_position > ${last} ORDER BY global_position LIMIT 100`.execute(t.store.db);
        for (const row of rows) {
          seen.add(row.event_id);
          last = Number(row.global_position);
        }
      },
    };
  };

  /** Every event of the log, each once and in order, checked as a projector would follow it. */
  const readAllInOrder = async () => {
    const events = await readAllUntil(t.store, (all) => all.length === WRITERS);
    let checkpoint = START;
    for (const event of events) {
      expect(after(positionOfEvent(event), checkpoint)).toBe(true);
      checkpoint = positionOfEvent(event);
    }
    return events;
  };

  if (kind === 'postgres') {
    it('readAll sees every event exactly once, in order; a global_position reader misses all but the first committed', async () => {
      const store = t.store;
      const inserted = Array.from({ length: WRITERS }, gate);
      const commit = Array.from({ length: WRITERS }, gate);
      const writer = (w: number) =>
        store.transaction(async (trx) => {
          await appendWrites(
            trx,
            [{ streamId: `late-${w}`, streamType: 'late', expectedVersion: -1, events: [{ type: 'Tick', data: { w } }] }],
            { metadata },
            { keyring: createKeyring(TEST_MASTER_KEY) },
          );
          inserted[w]!.open();
          await commit[w]!.opened;
        });
      const writers: Promise<void>[] = [];
      for (let w = 0; w < WRITERS; w++) {
        writers.push(writer(w));
        await inserted[w]!.opened; // w's position is taken before w + 1's
      }

      const reader = naive();
      for (let w = WRITERS - 1; w >= 0; w--) {
        commit[w]!.open();
        await writers[w];
        await reader.read();
        // While the first writer is open, readAll hands out nothing that could jump past it.
        if (w > 0) expect(await store.readAll(START, 100)).toEqual([]);
      }

      const events = await readAllInOrder();
      expect(events.map((e) => (e.data as { w: number }).w)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      await reader.read();
      // Only the last inserted, committed first, was seen: every other position was passed before it committed.
      expect([...reader.seen]).toEqual([events.at(-1)!.eventId]);
    });
  } else {
    it('PGlite runs one transaction at a time: positions commit in order, so even a global_position reader sees all', async () => {
      const store = t.store;
      await Promise.all(
        Array.from({ length: WRITERS }, (_, w) =>
          store.append(`late-${w}`, [{ type: 'Tick', data: { w } }], { streamType: 'late', expectedVersion: -1, metadata }),
        ),
      );
      const events = await readAllInOrder();
      const reader = naive();
      await reader.read();
      expect([...reader.seen].sort()).toEqual(events.map((e) => e.eventId).sort());
    });
  }
});
