import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import { appendOutsideTransaction, appendWrites, type WriteOptions, type WriteOutcome } from './append.ts';
import type { EventStore, StreamWrite } from './event-store.ts';
import { migrate } from './migrations/index.ts';
import { Compactor, compactionPending, compactStreamKeys, requestCompaction } from './key-compaction.ts';
import { prepareStreamKeys, rewrapStreamKeys } from './key-upgrade.ts';
import { createKeyring } from './master-key.ts';
import { openPGlite, type MemoryBoot, type PGliteConnection } from './pglite.ts';
import { openPostgres, type PostgresConnection } from './postgres.ts';
import { hasHeldBackEvents, headPosition, readAll, readStream, revealPii, type ReadContext } from './read.ts';
import { destroyStreamKey } from './stream-keys.ts';
import { erasedAlready } from './erased-already.ts';
import type { AppendResult, EventMetadata, Position, Upcasters } from './types.ts';
import type { Db, Trx } from './database.ts';

export interface OpenEventStoreOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
  upcasters?: Upcasters;
  /**
   * The master key (32 bytes; base64 or hex as a string) that wraps every per-stream PII
   * key at rest: PII_MASTER_KEY (ADR 009). A database whose keys another master key
   * wrapped is refused with a MasterKeyMismatchError.
   */
  masterKey: string | Uint8Array;
  /** During a rotation: the old master key, which still unwraps the keys it wrapped. */
  previousMasterKey?: string | Uint8Array;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** For dataDir 'memory://' only: boot from a prepared image (test stores). */
  memoryBoot?: MemoryBoot;
}

type Connection = PGliteConnection | PostgresConnection;

const SEQUENCE_NAME = /^[a-z_]+$/;

export async function openEventStore(options: OpenEventStoreOptions): Promise<EventStore> {
  const keyring = createKeyring(options.masterKey, options.previousMasterKey);
  let kind: EventStore['kind'];
  let connection: Connection;
  if (options.databaseUrl) {
    kind = 'postgres';
    connection = openPostgres(options.databaseUrl, options.poolSize);
  } else if (options.dataDir) {
    kind = 'pglite';
    connection = await openPGlite(options.dataDir, options.memoryBoot);
  } else {
    throw new Error('openEventStore: set databaseUrl (PostgreSQL) or dataDir (PGlite, "memory://" for tests)');
  }
  const ctx: ReadContext = { keyring, upcasters: options.upcasters ?? {} };
  try {
    await migrate(connection.db);
    // A database from before ADR 009: its clear keys are wrapped now. The compaction (that
    // one, or one an erasure requested and a crash or a failure cut short) makes the old
    // copies leave the table pages (and on PGlite the WAL).
    await prepareStreamKeys(connection.db, ctx);
    if (await compactionPending(connection.db)) await compactStreamKeys(connection.db, kind);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return createStore(kind, connection, ctx);
}

function createStore(
  kind: EventStore['kind'],
  connection: Connection,
  ctx: ReadContext,
): EventStore {
  const { db } = connection;
  const listeners = new Set<(position: Position) => void>();
  const inTransaction = new AsyncLocalStorage<true>();
  let closed = false;
  const compactor = new Compactor(() => compactStreamKeys(db, kind));

  /**
   * PGlite's one connection is held for the whole of a transaction, so a store call made
   * with the db (not the trx) from inside store.transaction() would wait for itself forever.
   */
  function outsideTransaction(method: string): Db {
    if (closed) throw new Error(`event store: ${method} after close()`);
    if (kind === 'pglite' && inTransaction.getStore()) {
      throw new Error(`event store: ${method} called inside store.transaction() on PGlite would deadlock; pass the trx instead`);
    }
    return db;
  }

  function transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
    return outsideTransaction('transaction')
      .transaction()
      .execute((trx) => inTransaction.run(true, () => fn(trx)));
  }

  function notify(position: Position): void {
    for (const listener of listeners) {
      try {
        listener(position);
      } catch (error) {
        console.error('event store: onAppend listener failed', error);
      }
    }
  }

  async function write(writes: StreamWrite[], options: WriteOptions): Promise<WriteOutcome> {
    outsideTransaction('append');
    const outcome = await appendOutsideTransaction(connection.runStatement, transaction, writes, options, ctx);
    if (!outcome.replayed) notify(outcome.position);
    return outcome;
  }

  const store: EventStore = {
    kind,
    db,

    async append(streamId, events, options) {
      const { streamType, expectedVersion, ...rest } = options;
      const outcome = await write([{ streamId, streamType, expectedVersion, events }], rest);
      return toAppendResult(streamId, outcome);
    },

    async appendMany(writes, options) {
      const { versions, position, replayed, result } = await write(writes, options);
      return { versions, position, replayed, result };
    },

    readStream(streamId) {
      return readStream(outsideTransaction('readStream'), ctx, streamId);
    },

    readAll(after, limit, trx, types) {
      return readAll(trx ?? outsideTransaction('readAll'), ctx, after, limit, types);
    },

    revealPii(items, trx) {
      return revealPii(trx ?? outsideTransaction('revealPii'), ctx, items);
    },

    hasHeldBackEvents(after) {
      // PGlite's one connection runs one transaction at a time, so no transaction can be open
      // while a reader runs: nothing is ever held back, and the query would only cost a turn.
      if (kind === 'pglite') return Promise.resolve(false);
      return hasHeldBackEvents(outsideTransaction('hasHeldBackEvents'), after);
    },
    headPosition(trx) {
      return headPosition(trx ?? outsideTransaction('headPosition'));
    },

    transaction,

    async nextId(sequence) {
      if (!SEQUENCE_NAME.test(sequence)) throw new Error(`nextId: invalid sequence name "${sequence}"`);
      const executor = outsideTransaction('nextId');
      const name = sql.id(sequence);
      try {
        await sql`CREATE SEQUENCE IF NOT EXISTS ${name}`.execute(executor);
      } catch (error) {
        // Two first uses at once can both pass IF NOT EXISTS and collide in the catalog;
        // the loser's sequence exists by now.
        if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42P07') throw error;
      }
      const { rows } = await sql<{ id: number | string }>`SELECT nextval(${sequence}::regclass) AS id`.execute(executor);
      return Number(rows[0]!.id);
    },

    async eraseSubject(streamId, erasure, metadata: EventMetadata) {
      const outcome = await transaction(async (trx) => {
        const { rows } = await sql<{ stream_type: string }>`
          SELECT stream_type FROM streams WHERE stream_id = ${streamId}`.execute(trx);
        if (!rows[0]) throw new Error(`eraseSubject: stream ${streamId} does not exist`);
        const already = await erasedAlready(trx, streamId, erasure.type);
        if (already) return { already };
        await destroyStreamKey(trx, streamId);
        await requestCompaction(trx);
        return appendWrites(
          trx,
          [{ streamId, streamType: rows[0].stream_type, expectedVersion: 'any', events: [erasure] }],
          { metadata },
          ctx,
        ).then((written) => ({ written }));
      });
      if ('already' in outcome) return { streamId, nextVersion: outcome.already.version, position: outcome.already.position, replayed: true, result: null };
      notify(outcome.written.position);
      // Off the request's path: the key is gone from the live table already; this makes its
      // bytes leave the table pages and (PGlite) the WAL. close() waits for it.
      compactor.request().catch((error: unknown) => {
        console.warn('event store: compacting stream_keys after an erasure failed; the next erasure or start retries', error);
      });
      return toAppendResult(streamId, outcome.written);
    },

    compactStreamKeys() {
      outsideTransaction('compactStreamKeys');
      return compactor.request();
    },

    async rewrapStreamKeys() {
      const result = await rewrapStreamKeys(outsideTransaction('rewrapStreamKeys'), ctx);
      await compactor.request();
      return result;
    },

    onAppend(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await compactor.idle();
      await connection.close();
    },
  };
  return store;
}

function toAppendResult(streamId: string, outcome: WriteOutcome): AppendResult {
  return {
    streamId,
    nextVersion: outcome.versions[streamId] ?? -1,
    position: outcome.position,
    replayed: outcome.replayed,
    result: outcome.result,
  };
}
