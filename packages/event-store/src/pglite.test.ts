import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from './testing.ts';

const metadata = { actor: 'system', correlationId: 'c', causationId: null };

/** A promise, and the function that settles it: one test step waits for another. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('PGlite single connection', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore('pglite');
  });
  afterAll(() => t?.cleanup());

  it("keeps one caller's uncommitted writes invisible to another caller's query", async () => {
    const { opened: writerMayCommit, open: releaseWriter } = gate();
    const { opened: writerInserted, open: inserted } = gate();

    const writer = t.store.transaction(async (trx) => {
      await sql`CREATE TABLE IF NOT EXISTS iso_probe (v int)`.execute(trx);
      await sql`INSERT INTO iso_probe VALUES (1)`.execute(trx);
      inserted();
      await writerMayCommit;
      await sql`INSERT INTO iso_probe VALUES (2)`.execute(trx);
    });
    await writerInserted;

    // Issued while the writer's transaction is open: must not run inside it.
    let readerDone = false;
    const reader = sql<{ n: number }>`SELECT count(*)::int AS n FROM iso_probe`
      .execute(t.store.db)
      .finally(() => (readerDone = true));
    const otherTrx = t.store.transaction(async (trx) => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM iso_probe`.execute(trx);
      await sql`INSERT INTO iso_probe VALUES (100)`.execute(trx);
      return rows[0]!.n;
    });
    await sleep(100);
    expect(readerDone).toBe(false); // waiting for the connection, not reading half a transaction

    releaseWriter();
    await writer;
    expect((await reader).rows[0]!.n).toBe(2);
    expect(await otherTrx).toBe(2);
  });

  it('rolls back a failed transaction without leaking into later queries', async () => {
    await expect(
      t.store.transaction(async (trx) => {
        await sql`CREATE TABLE rollback_probe (v int)`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await sql<{ t: string | null }>`SELECT to_regclass('rollback_probe')::text AS t`.execute(t.store.db);
    expect(rows[0]!.t).toBeNull();
  });

  it('refuses store calls through the db inside store.transaction instead of deadlocking', async () => {
    await expect(t.store.transaction(() => t.store.readStream('x'))).rejects.toThrow(/pass the trx/);
    await t.store.transaction(async (trx) => {
      const events = await t.store.readAll({ epoch: 0, transactionId: '0', globalPosition: 0 }, 10, trx);
      expect(events).toEqual([]);
    });
    await t.store.append('after-guard', [{ type: 'T', data: {} }], { streamType: 't', expectedVersion: -1, metadata });
  });

  it('finds the head by transaction id as a number, across a change in its digit count', async () => {
    // A fresh PGlite starts near transaction 750, so a few hundred appends cross 1000:
    // sorted as text, transaction 999 would come after 1000.
    const append = (n: number) =>
      t.store.append(`digits-${n}`, [{ type: 'T', data: {} }], { streamType: 't', expectedVersion: -1, metadata });
    let last = await append(0);
    const startDigits = last.position.transactionId.length;
    for (let n = 1; n < 2000 && last.position.transactionId.length === startDigits; n++) last = await append(n);
    expect(last.position.transactionId.length).toBe(startDigits + 1);
    expect(await t.store.headPosition()).toEqual(last.position);
  });

  it('runs an append issued during an open transaction after it, never inside it', async () => {
    const { opened: writerMayFail, open: releaseWriter } = gate();
    const { opened: writerBegan, open: began } = gate();
    const writer = t.store.transaction(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      began();
      await writerMayFail;
      throw new Error('the writer rolls back');
    });
    await writerBegan;

    // The append goes straight to PGlite (the simple query protocol), not through Kysely.
    let appended = false;
    const append = t.store
      .append('during-open-trx', [{ type: 'T', data: {} }], { streamType: 't', expectedVersion: -1, metadata })
      .finally(() => (appended = true));
    await sleep(100);
    expect(appended).toBe(false);
    releaseWriter();
    await expect(writer).rejects.toThrow('the writer rolls back');
    await append;
    // Had it joined the writer's transaction, the rollback would have taken it away.
    expect((await t.store.readStream('during-open-trx')).version).toBe(0);
  });

  it('runs with a 16 MB buffer pool, which WebAssembly holds resident whole (ADR 033)', async () => {
    const { rows } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(t.store.db);
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  });
});
