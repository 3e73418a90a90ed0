import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MasterKeyMismatchError } from './errors.ts';
import type { EventStore } from './event-store.ts';
import { createKeyring, masterKeyId } from './master-key.ts';
import { openEventStore } from './store.ts';
import { wrapKey } from './stream-keys.ts';
import { createTestDatabase, describeEachStore, erasureOf, openTestStore, readStreamKeys, type TestStoreKind } from './testing.ts';
import { ERASED } from './types.ts';

const metadata = { actor: 'user-1', correlationId: 'c', causationId: null };
const newKey = () => randomBytes(32).toString('base64');
const idOf = (key: string) => masterKeyId(Buffer.from(key, 'base64')).toString('hex');

/** A database that can be opened again with other keys: a data dir, or a PostgreSQL database. */
async function reopenable(kind: TestStoreKind) {
  if (kind === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'atelier-master-key-'));
    return {
      open: (masterKey: string, previousMasterKey?: string) => openEventStore({ dataDir: join(root, 'pglite'), masterKey, previousMasterKey }),
      cleanup: async () => rmSync(root, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase();
  return {
    open: (masterKey: string, previousMasterKey?: string) => openEventStore({ databaseUrl: database.databaseUrl, masterKey, previousMasterKey }),
    cleanup: () => database.drop(),
  };
}

async function submit(store: EventStore, email: string): Promise<string> {
  const streamId = `client-${randomUUID()}`;
  await store.append(streamId, [{ type: 'Submitted', data: { email, size: 38 }, pii: ['email'] }], {
    streamType: 'client',
    expectedVersion: -1,
    metadata,
  });
  return streamId;
}

async function withStore<T>(store: Promise<EventStore>, fn: (store: EventStore) => Promise<T>): Promise<T> {
  const opened = await store;
  try {
    return await fn(opened);
  } finally {
    await opened.close();
  }
}

describeEachStore('the PII master key', (kind) => {
  let db: Awaited<ReturnType<typeof reopenable>>;
  beforeAll(async () => {
    db = await reopenable(kind);
  });
  afterAll(() => db?.cleanup());

  it('refuses to start with another master key, naming both key ids, even before any data key exists', { timeout: 180_000 }, async () => {
    const right = newKey();
    const wrong = newKey();
    await withStore(db.open(right), async () => undefined); // records the key id, no data yet
    const error = await db.open(wrong).then(
      async (store) => {
        await store.close();
        return null;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MasterKeyMismatchError);
    expect((error as MasterKeyMismatchError).storedKeyIds).toEqual([idOf(right)]);
    expect((error as MasterKeyMismatchError).givenKeyIds).toEqual([idOf(wrong)]);
    expect((error as Error).message).toContain('Set PII_MASTER_KEY to the key this database was written with');
    expect((error as Error).message).not.toContain(right);

    // The refused start wrote nothing: the right key still reads everything.
    const streamId = await withStore(db.open(right), (store) => submit(store, 'ada@example.org'));
    await expect(db.open(wrong)).rejects.toBeInstanceOf(MasterKeyMismatchError);
    await withStore(db.open(right), async (store) => {
      expect((await store.readStream(streamId)).events[0]!.data).toEqual({ email: 'ada@example.org', size: 38 });
    });
  });

  it('rotates: the old key stays readable as the previous key until every data key is re-wrapped', { timeout: 180_000 }, async () => {
    const fresh = await reopenable(kind);
    try {
      const oldKey = newKey();
      const newer = newKey();
      const [a, b] = await withStore(fresh.open(oldKey), async (store) => [await submit(store, 'a@example.org'), await submit(store, 'b@example.org')]);
      const erased = await withStore(fresh.open(oldKey), async (store) => {
        const id = await submit(store, 'gone@example.org');
        await store.eraseSubject(id, erasureOf(id), metadata);
        return id;
      });
      await expect(fresh.open(newer)).rejects.toBeInstanceOf(MasterKeyMismatchError);

      await withStore(fresh.open(newer, oldKey), async (store) => {
        // Mid-rotation: keys of both generations are read; new ones are wrapped by the new key.
        const c = await submit(store, 'c@example.org');
        const ids = [...(await readStreamKeys(store.db, newer, oldKey)).entries()].map(([streamId, { wrapped }]) => [
          streamId,
          wrapped.subarray(1, 9).toString('hex'),
        ]);
        expect(Object.fromEntries(ids)).toEqual({ [a]: idOf(oldKey), [b]: idOf(oldKey), [c]: idOf(newer) });
        expect((await store.readStream(a)).events[0]!.data.email).toBe('a@example.org');

        expect(await store.rewrapStreamKeys()).toEqual({ rewrapped: 2 });
        expect(await store.rewrapStreamKeys()).toEqual({ rewrapped: 0 }); // idempotent
        const after = await readStreamKeys(store.db, newer);
        expect([...after.values()].map(({ wrapped }) => wrapped.subarray(1, 9).toString('hex'))).toEqual([idOf(newer), idOf(newer), idOf(newer)]);
        const raw = await sql<{ key_id: Uint8Array }>`SELECT key_id FROM pii_master_key`.execute(store.db);
        expect(Buffer.from(raw.rows[0]!.key_id).toString('hex')).toBe(idOf(newer));
      });

      // Done: the new key alone reads everything, the old one is refused, the erasure holds.
      await withStore(fresh.open(newer), async (store) => {
        expect((await store.readStream(b)).events[0]!.data.email).toBe('b@example.org');
        expect((await store.readStream(erased)).events[0]!.data.email).toBe(ERASED);
      });
      await expect(fresh.open(oldKey)).rejects.toBeInstanceOf(MasterKeyMismatchError);
    } finally {
      await fresh.cleanup();
    }
  });

  it('stores only the wrapped format: a clear key is refused by the table, a moved wrapped key does not unwrap', async () => {
    const key = newKey();
    const t = await openTestStore(kind, { masterKey: key });
    await withStore(Promise.resolve(t.store), async (store) => {
      await expect(sql`INSERT INTO stream_keys (stream_id, key) VALUES ('clear', ${randomBytes(32)})`.execute(store.db)).rejects.toThrow(
        /stream_keys_wrapped_check/,
      );
      const streamId = await submit(store, 'x@example.org');
      const other = `client-${randomUUID()}`;
      const wrapped = wrapKey({ keyring: createKeyring(key) }, streamId, randomBytes(32));
      await sql`INSERT INTO stream_keys (stream_id, key) VALUES (${other}, ${wrapped})`.execute(store.db);
      await expect(readStreamKeys(store.db, key)).rejects.toThrow(`The wrapped PII key of stream ${other} does not authenticate`);
    }).finally(() => t.cleanup());
  });
});

it('refuses a master key that is not 32 bytes, or the same key as the previous one', async () => {
  await expect(openEventStore({ dataDir: 'memory://', masterKey: randomBytes(16).toString('base64') })).rejects.toThrow(
    'masterKey must be 32 bytes, given as base64 (e.g. from: openssl rand -base64 32)',
  );
  const key = newKey();
  await expect(openEventStore({ dataDir: 'memory://', masterKey: key, previousMasterKey: key })).rejects.toThrow(
    'previousMasterKey is the same key as masterKey: nothing to rotate',
  );
});
