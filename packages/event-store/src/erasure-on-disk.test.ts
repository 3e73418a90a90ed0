import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventStore } from './event-store.ts';
import { compactionPending, requestCompaction } from './key-compaction.ts';
import { openEventStore } from './store.ts';
import { bruteForceSealedBox, dirsUnder, filesUnder, findOnDisk } from './test-support/disk-scan.ts';
import { createTestDatabase, describeWithPostgres, erasureOf, openTestStore, readStreamKeys, TEST_MASTER_KEY } from './testing.ts';
import { ERASED } from './types.ts';

const metadata = { actor: 'user-1', correlationId: 'c', causationId: null };
const personal = (n: number) => ({ email: `client${n}@example.org`, name: `Client ${n} Lovelace`, phone: `+34 600 00 00 0${n}`, size: 38 });

async function submit(store: EventStore, streamId: string, n: number): Promise<void> {
  await store.append(streamId, [{ type: 'Submitted', data: personal(n), pii: ['email', 'name', 'phone'] }], {
    streamType: 'dress-order',
    expectedVersion: -1,
    metadata,
  });
}

async function sealedBoxOf(store: EventStore, streamId: string): Promise<string> {
  const { rows } = await sql<{ sealed: string }>`
    SELECT data->'$pii'->>'sealed' AS sealed FROM events WHERE stream_id = ${streamId} AND data ? '$pii'`.execute(store.db);
  return rows[0]!.sealed;
}

describe('erasure on disk [pglite]', () => {
  const root = mkdtempSync(join(tmpdir(), 'atelier-erasure-'));
  const dataDir = join(root, 'pglite');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('never writes a raw data key, and after erasure nothing on disk opens the erased data', { timeout: 180_000 }, async () => {
    const store = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
    const sinceData = Date.now();
    const erased = `dress-order-${randomUUID()}`;
    const kept = `dress-order-${randomUUID()}`;
    let sealed: string;
    let keys: Awaited<ReturnType<typeof readStreamKeys>>;
    /** Where each raw key, and each wrapped key, lies on disk. */
    const scan = () => {
      const needles: Record<string, Uint8Array> = {};
      for (const [streamId, { raw, wrapped }] of keys) {
        needles[`raw ${streamId}`] = raw;
        needles[`wrapped ${streamId}`] = wrapped;
      }
      needles.email = Buffer.from('client1@example.org');
      const found = findOnDisk(dataDir, needles);
      const raw = Object.fromEntries(Object.entries(found).filter(([name]) => name.startsWith('raw ') || name === 'email'));
      expect(raw).toEqual(Object.fromEntries(Object.keys(raw).map((name) => [name, []])));
      return { erased: found[`wrapped ${erased}`]!, kept: found[`wrapped ${kept}`]! };
    };
    try {
      await submit(store, erased, 1);
      await submit(store, kept, 2);
      keys = await readStreamKeys(store.db);
      expect([...keys.keys()].sort()).toEqual([erased, kept].sort());
      sealed = await sealedBoxOf(store, erased);
      // The WAL holds the inserts by now. Control: the scan reaches it, and finds the wrapped key.
      expect(scan().erased.some((path) => path.includes('pg_wal'))).toBe(true);
      await store.compactStreamKeys(); // a CHECKPOINT: the table pages are on disk too
      expect(scan().erased.some((path) => path.includes('/base/'))).toBe(true);

      await store.eraseSubject(erased, erasureOf(erased), metadata);
      await store.compactStreamKeys(); // the one the erasure started in the background
      const afterErasure = scan();
      expect(afterErasure.erased).toEqual([]);
      // Control: the scan reaches the key table's pages, where the other stream's key is.
      expect(afterErasure.kept.some((path) => path.includes('/base/'))).toBe(true);
      expect((await store.readStream(erased)).events[0]!.data).toEqual({ ...personal(1), email: ERASED, name: ERASED, phone: ERASED });
      expect((await store.readStream(kept)).events[0]!.data).toEqual(personal(2));
    } finally {
      await store.close();
    }
    expect(scan().erased).toEqual([]);

    // The attacker: every file, no master key. Only files written since the first event can
    // hold a data key; each of their 32-byte windows is tried as the key of the erased box.
    const written = filesUnder(dataDir).filter((file) => file.mtimeMs >= sinceData - 1);
    expect(written.some((file) => file.path.includes('pg_wal'))).toBe(true);
    expect(bruteForceSealedBox(written.map((file) => file.path), sealed, erased)).toBeNull();
    // Control: the same attack finds a raw key wherever it lies.
    const planted = join(root, 'planted.bin');
    writeFileSync(planted, Buffer.concat([randomBytes(1000), keys.get(erased)!.raw, randomBytes(1000)]));
    expect(JSON.parse(bruteForceSealedBox([planted], sealed, erased)!.plaintext)).toMatchObject({ email: 'client1@example.org' });
  });

  it('keeps the data dir 0700 and every file in it 0600', async () => {
    const store = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
    try {
      const streamId = `dress-order-${randomUUID()}`;
      await submit(store, streamId, 3);
      await store.eraseSubject(streamId, erasureOf(streamId), metadata);
      await store.compactStreamKeys(); // new table file, new WAL segment
      expect(filesUnder(dataDir).filter((file) => file.mode !== 0o600)).toEqual([]);
      expect(dirsUnder(dataDir).filter((dir) => dir.mode !== 0o700)).toEqual([]);
    } finally {
      await store.close();
    }
    expect(filesUnder(dataDir).filter((file) => file.mode !== 0o600)).toEqual([]);
    expect(dirsUnder(dataDir).filter((dir) => dir.mode !== 0o700)).toEqual([]);
  });
});

describeWithPostgres('erasure in the key table [postgres]', () => {
  it('stores only wrapped keys, and after erasure the table file holds no trace of the erased key', async () => {
    const t = await openTestStore('postgres');
    try {
      const erased = `dress-order-${randomUUID()}`;
      const kept = `dress-order-${randomUUID()}`;
      await submit(t.store, erased, 1);
      await submit(t.store, kept, 2);
      const keys = await readStreamKeys(t.store.db);
      const { rows } = await sql<{ key: Uint8Array }>`SELECT key FROM stream_keys`.execute(t.store.db);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        for (const { raw } of keys.values()) expect(Buffer.from(row.key).includes(raw)).toBe(false);
      }

      await t.store.eraseSubject(erased, erasureOf(erased), metadata);
      await t.store.compactStreamKeys();
      // The table's file as the server holds it, dead tuples included (needs a superuser).
      await sql`CHECKPOINT`.execute(t.store.db);
      const file = await sql<{ bytes: Uint8Array }>`
        SELECT pg_read_binary_file(pg_relation_filepath('stream_keys')) AS bytes`.execute(t.store.db);
      const pages = Buffer.from(file.rows[0]!.bytes);
      expect(pages.includes(keys.get(erased)!.wrapped)).toBe(false);
      expect(pages.includes(keys.get(kept)!.wrapped)).toBe(true); // control
      for (const { raw } of keys.values()) expect(pages.includes(raw)).toBe(false);
    } finally {
      await t.cleanup();
    }
  });

  it('redoes at the next start a compaction that a crash or a failure cut short', async () => {
    const database = await createTestDatabase();
    try {
      const streamId = `dress-order-${randomUUID()}`;
      const tableFile = async (store: EventStore) => {
        await sql`CHECKPOINT`.execute(store.db);
        const { rows } = await sql<{ bytes: Uint8Array }>`
          SELECT pg_read_binary_file(pg_relation_filepath('stream_keys')) AS bytes`.execute(store.db);
        return Buffer.from(rows[0]!.bytes);
      };
      const first = await openEventStore({ databaseUrl: database.databaseUrl, masterKey: TEST_MASTER_KEY });
      let wrapped: Buffer;
      try {
        await submit(first, streamId, 4);
        wrapped = (await readStreamKeys(first.db)).get(streamId)!.wrapped;
        // What eraseSubject commits, without the compaction after it (the process died).
        await first.transaction(async (trx) => {
          await sql`DELETE FROM stream_keys WHERE stream_id = ${streamId}`.execute(trx);
          await requestCompaction(trx);
        });
        expect((await tableFile(first)).includes(wrapped)).toBe(true); // the dead row
      } finally {
        await first.close();
      }
      const second = await openEventStore({ databaseUrl: database.databaseUrl, masterKey: TEST_MASTER_KEY });
      try {
        expect((await tableFile(second)).includes(wrapped)).toBe(false);
        expect(await compactionPending(second.db)).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
