import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.ts';
import { encryptFields } from './pii.ts';
import { openPostgres } from './postgres.ts';
import { openEventStore } from './store.ts';
import { dirsUnder, filesUnder, findOnDisk } from './test-support/disk-scan.ts';
import { createTestDatabase, describeWithPostgres, readStreamKeys, TEST_MASTER_KEY } from './testing.ts';
import { ERASED } from './types.ts';

/**
 * A data dir written by the event store of commit 7365455, before ADR 009: clear stream keys,
 * one of them erased (deleted from the table, still in its page and the WAL). How it was
 * made: test-fixtures/legacy-7365455/write-fixture.ts.txt.
 */
const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures', 'legacy-7365455');

function extractFixture(into: string): string {
  const tar = brotliDecompressSync(readFileSync(join(FIXTURE, 'pglite.tar.br')));
  const result = spawnSync('tar', ['-x', '-C', into], { input: tar });
  if (result.status !== 0) throw new Error(`tar failed: ${result.stderr.toString()}`);
  return join(into, 'pglite');
}

const clearKeys = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(FIXTURE, 'clear-keys.json'), 'utf8')) as Record<string, string>).map(([name, key]) => [
    name,
    Buffer.from(key, 'base64'),
  ]),
);

describe('a PGlite data dir from before the master key [pglite]', () => {
  const root = mkdtempSync(join(tmpdir(), 'atelier-legacy-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is upgraded in place at start: keys wrapped, clear copies gone from every file, files private', { timeout: 180_000 }, async () => {
    const dataDir = extractFixture(root);
    // The fixture shows the problem: every clear key, the erased one too, lies in the files.
    const before = findOnDisk(dataDir, clearKeys);
    for (const name of Object.keys(clearKeys)) expect(before[name]!.length, name).toBeGreaterThan(0);
    expect(before['dress-order-2 (erased)']!.some((path) => path.includes('pg_wal'))).toBe(true);

    const store = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
    try {
      const keys = await readStreamKeys(store.db);
      expect([...keys.keys()].sort()).toEqual(['custom-concept-1', 'dress-order-1']);
      expect(keys.get('dress-order-1')!.raw).toEqual(clearKeys['dress-order-1']);
      expect(keys.get('custom-concept-1')!.raw).toEqual(clearKeys['custom-concept-1']);
      const formats = await sql<{ key_format: number; n: number }>`
        SELECT key_format, count(*)::int AS n FROM stream_keys GROUP BY key_format`.execute(store.db);
      expect(formats.rows).toEqual([{ key_format: 1, n: 2 }]);
      expect((await store.readStream('dress-order-1')).events[0]!.data).toMatchObject({ email: 'client0@example.org', size: 38 });
      expect((await store.readStream('dress-order-2')).events[0]!.data).toMatchObject({ email: ERASED, name: ERASED, size: 39 });
      expect(Object.values(findOnDisk(dataDir, clearKeys)).flat()).toEqual([]);
    } finally {
      await store.close();
    }
    expect(Object.values(findOnDisk(dataDir, clearKeys)).flat()).toEqual([]);
    expect(filesUnder(dataDir).filter((file) => file.mode !== 0o600)).toEqual([]);
    expect(dirsUnder(dataDir).filter((dir) => dir.mode !== 0o700)).toEqual([]);

    // The next start has nothing left to upgrade and reads the same.
    const again = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
    try {
      expect((await again.readStream('custom-concept-1')).events[0]!.data).toMatchObject({ email: 'client2@example.org' });
    } finally {
      await again.close();
    }
  });
});

describeWithPostgres('a PostgreSQL database from before the master key [postgres]', () => {
  it('is upgraded in place at start: its key table file no longer holds a clear key', async () => {
    const database = await createTestDatabase();
    const clear = randomBytes(32);
    try {
      // The schema and rows the store of commit 7365455 left: its two migrations, a clear key.
      const legacy = openPostgres(database.databaseUrl);
      try {
        await legacy.db.transaction().execute(async (trx) => {
          await sql`CREATE TABLE event_store_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
          for (const migration of migrations.slice(0, 2)) {
            await migration.up(trx);
            await sql`INSERT INTO event_store_migrations (name) VALUES (${migration.name})`.execute(trx);
          }
          const data = encryptFields({ email: 'old@example.org', size: 40 }, ['email'], clear, 'legacy-1');
          await sql`INSERT INTO streams (stream_id, stream_type, version) VALUES ('legacy-1', 'client', 0)`.execute(trx);
          await sql`
            INSERT INTO events (epoch, stream_id, stream_version, event_id, type, data, metadata)
            VALUES (1, 'legacy-1', 0, gen_random_uuid(), 'Submitted', ${JSON.stringify(data)}::jsonb, '{}'::jsonb)`.execute(trx);
          await sql`INSERT INTO stream_keys (stream_id, key) VALUES ('legacy-1', ${clear})`.execute(trx);
        });
      } finally {
        await legacy.close();
      }

      const store = await openEventStore({ databaseUrl: database.databaseUrl, masterKey: TEST_MASTER_KEY });
      try {
        expect((await store.readStream('legacy-1')).events[0]!.data).toEqual({ email: 'old@example.org', size: 40 });
        expect((await readStreamKeys(store.db)).get('legacy-1')!.raw).toEqual(clear);
        const rows = await sql<{ key: Uint8Array }>`SELECT key FROM stream_keys`.execute(store.db);
        expect(Buffer.from(rows.rows[0]!.key).includes(clear)).toBe(false);
        await sql`CHECKPOINT`.execute(store.db);
        const file = await sql<{ bytes: Uint8Array }>`
          SELECT pg_read_binary_file(pg_relation_filepath('stream_keys')) AS bytes`.execute(store.db);
        expect(Buffer.from(file.rows[0]!.bytes).includes(clear)).toBe(false);
      } finally {
        await store.close();
      }
    } finally {
      await database.drop();
    }
  });
});
