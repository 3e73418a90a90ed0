import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe } from 'vitest';
import pg from 'pg';
import type { EventStore } from './event-store.ts';
import { MEMORY_DATA_DIR } from './pglite.ts';
import { openEventStore, type OpenEventStoreOptions } from './store.ts';
import { createKeyring } from './master-key.ts';
import { memoryBootImage } from './test-support/pglite-image.ts';
import { reached } from './positions.ts';
import { unwrapKey } from './stream-keys.ts';
import type { Db } from './database.ts';
import { START, type Position, type StoredEvent } from './types.ts';
import { describeNeeding, type Need } from './testing-needs.ts';

export { describeNeeding, isCi, type Need } from './testing-needs.ts';

/**
 * Test helpers for every package that needs a real event store:
 *
 *   describeEachStore('orders', (kind) => {
 *     let t: TestStore;
 *     beforeAll(async () => { t = await openTestStore(kind); });
 *     afterAll(() => t.cleanup());
 *     ...
 *   });
 *
 * PostgreSQL runs need DATABASE_URL (any database on the server; a fresh one is created
 * per store). Without it those suites are skipped with a printed reason, except under
 * CI=true, where a missing DATABASE_URL fails the run rather than silently testing less.
 */
export type TestStoreKind = 'pglite' | 'postgres';

export const TEST_STORE_KINDS: readonly TestStoreKind[] = ['pglite', 'postgres'];

export interface TestStore {
  store: EventStore;
  kind: TestStoreKind;
  /** Set for 'postgres': the fresh database, e.g. for a second pool or process. */
  databaseUrl: string | null;
  /** Closes the store and, for PostgreSQL, drops its database. Safe to call twice. */
  cleanup(): Promise<void>;
}

/** The master key of test stores (never a production key: it is in the source). */
export const TEST_MASTER_KEY = createHash('sha256').update('atelier test PII master key').digest().toString('base64');

export type TestStoreOptions = Omit<OpenEventStoreOptions, 'databaseUrl' | 'masterKey'> & { masterKey?: string | Uint8Array };

const MISSING_URL = 'DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)';

/** What a PostgreSQL suite needs, and what is missing of it here. */
export function postgresNeed(): Need {
  return { what: 'PostgreSQL', missing: process.env.DATABASE_URL ? [] : [MISSING_URL] };
}

/** describe() for PostgreSQL-only suites: skipped with a reason locally (summed up at the end of the run), failing under CI. */
export function describeWithPostgres(name: string, fn: () => void): void {
  describeNeeding(postgresNeed(), name, fn);
}

/** Registers the suite once per backend, named `<name> [pglite]` and `<name> [postgres]`. */
export function describeEachStore(name: string, fn: (kind: TestStoreKind) => void): void {
  for (const kind of TEST_STORE_KINDS) {
    const title = `${name} [${kind}]`;
    if (kind === 'postgres') describeWithPostgres(title, () => fn(kind));
    else describe(title, () => fn(kind));
  }
}

/** An isolated store: PGlite in memory (unless options.dataDir), or a fresh PostgreSQL database. */
export async function openTestStore(kind: TestStoreKind, options: TestStoreOptions = {}): Promise<TestStore> {
  if (kind === 'pglite') {
    const dataDir = options.dataDir ?? MEMORY_DATA_DIR;
    const memoryBoot = dataDir === MEMORY_DATA_DIR ? await memoryBootImage() : undefined;
    const store = await openEventStore({ masterKey: TEST_MASTER_KEY, ...options, dataDir, memoryBoot });
    return { store, kind, databaseUrl: null, cleanup: once(() => store.close()) };
  }
  const database = await createTestDatabase();
  try {
    const store = await openEventStore({ masterKey: TEST_MASTER_KEY, ...options, databaseUrl: database.databaseUrl });
    return {
      store,
      kind,
      databaseUrl: database.databaseUrl,
      cleanup: once(async () => {
        try {
          await store.close();
        } finally {
          await database.drop();
        }
      }),
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A fresh, empty `atelier_t_<random>` database on DATABASE_URL's server. */
export async function createTestDatabase(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error(`openTestStore('postgres'): ${MISSING_URL}`);
  const name = `atelier_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: once(() =>
      withAdminClient(serverUrl, async (client) => {
        // A closed pool's backends linger for a moment; wait for them so FORCE only has
        // to end connections a failed test left open (ending live ones spams pool errors).
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
    ),
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * How long the transaction of backend `pid` has been open, by the server's clock (PostgreSQL):
 * what a horizon holder's reported age is measured against, so no test has to sleep and
 * compare with its own clock.
 */
export async function transactionAgeSeconds(db: Db, pid: number): Promise<number> {
  const { rows } = await sql<{ age: number }>`
    SELECT extract(epoch FROM clock_timestamp() - xact_start)::float8 AS age FROM pg_stat_activity WHERE pid = ${pid}`.execute(db);
  if (rows[0] === undefined) throw new Error(`no backend ${pid} in pg_stat_activity`);
  return rows[0].age;
}

/**
 * The erasure record the domain hands to eraseSubject (PersonalDataErased), for the store's own
 * tests, which cannot import the domain.
 */
export const PERSONAL_DATA_ERASED = 'PersonalDataErased';
export const erasureOf = (streamId: string, at = new Date()) => ({
  type: PERSONAL_DATA_ERASED,
  data: { streamId, erasedAt: at.toISOString() },
});

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

/**
 * Waits, bounded, until readAll can return the event at `target` (the position an append
 * returned). readAll holds back rows while any older transaction is open (on PostgreSQL:
 * anywhere on the server, other test files included), so a read right after an append may
 * come up short. Every test that reads through readAll what it has just written waits here.
 */
export async function untilReadable(store: EventStore, target: Position, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!reached(await store.headPosition(), target)) {
    if (Date.now() > deadline) throw new Error(`untilReadable: position ${JSON.stringify(target)} not readable after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Reads the whole log (from `after`) until `until` holds, polling. readAll holds back rows
 * while any older transaction is still open (on PostgreSQL that is any transaction on the
 * server, other databases included), so a read right after a commit can briefly come up short.
 */
export async function readAllUntil(
  store: EventStore,
  until: (events: StoredEvent[]) => boolean,
  options: { after?: Position; timeoutMs?: number } = {},
): Promise<StoredEvent[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const events: StoredEvent[] = [];
    let position = options.after ?? START;
    for (;;) {
      const batch = await store.readAll(position, 1000);
      if (batch.length === 0) break;
      events.push(...batch);
      const last = batch.at(-1)!;
      position = { epoch: last.epoch, transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
    if (until(events)) return events;
    if (Date.now() > deadline) throw new Error('readAllUntil: condition not met before the timeout');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Test hook: every stream's data key in the clear, unwrapped with the master key, as the
 * bytes a disk scan must never find (ADR 009). Also answers each key as stored (wrapped).
 */
export async function readStreamKeys(
  db: Db,
  masterKey: string | Uint8Array = TEST_MASTER_KEY,
  previousMasterKey?: string | Uint8Array,
): Promise<Map<string, { raw: Buffer; wrapped: Buffer }>> {
  const ctx = { keyring: createKeyring(masterKey, previousMasterKey) };
  const { rows } = await sql<{ stream_id: string; key: Uint8Array }>`SELECT stream_id, key FROM stream_keys`.execute(db);
  return new Map(rows.map((row) => [row.stream_id, { raw: unwrapKey(ctx, row.stream_id, row.key), wrapped: Buffer.from(row.key) }]));
}

export { bruteForceSealedBox, dirsUnder, filesUnder, findOnDisk } from './test-support/disk-scan.ts';

/**
 * The position of the last committed event, visible or not. store.headPosition() is the
 * newest event readAll may hand out, which an open transaction anywhere on the server
 * (another test file's database included) holds back: comparing with it could call a
 * projection caught up while this test's own last events are still unapplied.
 */
export async function lastEventPosition(store: EventStore): Promise<Position | null> {
  const row = await store.db
    .selectFrom('events')
    .select((eb) => ['epoch', eb.cast<string>('transaction_id', 'text').as('transaction_id'), 'global_position'])
    .orderBy('epoch', 'desc')
    .orderBy('events.transaction_id', 'desc') // the xid8 column, not the text alias
    .orderBy('global_position', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { epoch: Number(row.epoch), transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) };
}
