import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compareAndSetCheckpoint, readCheckpoint, resetCheckpoint } from './checkpoints.ts';
import { ConcurrencyError } from './errors.ts';
import { createKeyring } from './master-key.ts';
import { migrate } from './migrations/index.ts';
import { wrapKey } from './stream-keys.ts';
import { describeEachStore, openTestStore, readAllUntil, TEST_MASTER_KEY, type TestStore } from './testing.ts';
import { START, type EventMetadata, type Position } from './types.ts';

const metadata: EventMetadata = { actor: 'user-1', correlationId: 'corr-1', causationId: null, requestId: 'r-9' };
const sid = (prefix: string): string => `${prefix}-${randomUUID()}`;

describeEachStore('event store', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind, {
      upcasters: { Renamed: { 1: (d) => ({ fullName: d.name }), 2: (d) => ({ ...d, upcast: true }) } },
    });
  });
  afterAll(() => t?.cleanup());

  it('round-trips an append through readStream, with metadata', async () => {
    const id = sid('order');
    const res = await t.store.append(id, [{ type: 'Opened', data: { n: 1 } }, { type: 'Noted', data: { text: 'hi' } }], {
      streamType: 'order',
      expectedVersion: -1,
      metadata,
    });
    expect(res).toMatchObject({ streamId: id, nextVersion: 1, replayed: false, result: null });
    const { version, events } = await t.store.readStream(id);
    expect(version).toBe(1);
    expect(events.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
      ['Opened', 0, { n: 1 }],
      ['Noted', 1, { text: 'hi' }],
    ]);
    expect(events[0]!.metadata).toEqual(metadata);
    expect(events[1]!.globalPosition).toBe(res.position.globalPosition);
    expect(events[0]!.recordedAt).toBeInstanceOf(Date);
    expect(await t.store.readStream(sid('none'))).toEqual({ version: -1, events: [] });
  });

  it('throws a typed ConcurrencyError on an expected-version mismatch', async () => {
    const id = sid('order');
    await t.store.append(id, [{ type: 'Opened', data: {} }], { streamType: 'order', expectedVersion: -1, metadata });
    const again = t.store.append(id, [{ type: 'Opened', data: {} }], { streamType: 'order', expectedVersion: -1, metadata });
    await expect(again).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(again).rejects.toMatchObject({ streamId: id, expected: -1, actual: 0 });
    await expect(
      t.store.append(id, [{ type: 'X', data: {} }], { streamType: 'order', expectedVersion: 5, metadata }),
    ).rejects.toMatchObject({ name: 'ConcurrencyError', expected: 5, actual: 0 });
    await expect(
      t.store.append(sid('missing'), [{ type: 'X', data: {} }], { streamType: 'order', expectedVersion: 0, metadata }),
    ).rejects.toMatchObject({ expected: 0, actual: -1 });
    const ok = await t.store.append(id, [{ type: 'X', data: {} }], { streamType: 'order', expectedVersion: 0, metadata });
    expect(ok.nextVersion).toBe(1);
    const any = await t.store.append(id, [{ type: 'Y', data: {} }], { streamType: 'order', expectedVersion: 'any', metadata });
    expect(any.nextVersion).toBe(2);
  });

  it('lets exactly one of two concurrent appends at the same version win', async () => {
    const id = sid('race');
    await t.store.append(id, [{ type: 'A', data: {} }], { streamType: 'race', expectedVersion: -1, metadata });
    const attempts = await Promise.allSettled(
      [1, 2, 3].map((i) =>
        t.store.append(id, [{ type: 'B', data: { i } }], { streamType: 'race', expectedVersion: 0, metadata }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(ConcurrencyError);
    expect((await t.store.readStream(id)).version).toBe(1);
  });

  it('appendMany is atomic: one conflicting stream writes nothing', async () => {
    const a = sid('user');
    const b = sid('username');
    await t.store.append(b, [{ type: 'Reserved', data: {} }], { streamType: 'username', expectedVersion: -1, metadata });
    const failed = t.store.appendMany(
      [
        { streamId: a, streamType: 'user', expectedVersion: -1, events: [{ type: 'Registered', data: {} }] },
        { streamId: b, streamType: 'username', expectedVersion: -1, events: [{ type: 'Reserved', data: {} }] },
      ],
      { metadata },
    );
    await expect(failed).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: b });
    expect((await t.store.readStream(a)).version).toBe(-1);
    expect((await t.store.readStream(b)).version).toBe(0);

    const c = sid('username');
    const ok = await t.store.appendMany(
      [
        { streamId: a, streamType: 'user', expectedVersion: -1, events: [{ type: 'Registered', data: {} }] },
        { streamId: c, streamType: 'username', expectedVersion: -1, events: [{ type: 'Reserved', data: {} }] },
      ],
      { metadata, result: { ok: true } },
    );
    expect(ok).toMatchObject({ versions: { [a]: 0, [c]: 0 }, replayed: false, result: { ok: true } });
    // headPosition lags while older transactions (on PostgreSQL: anywhere on the server) are open.
    await readAllUntil(t.store, (events) => events.some((e) => e.globalPosition === ok.position.globalPosition));
    expect(await t.store.headPosition()).toEqual(ok.position);
  });

  it('writes personal data on new and existing streams in order, readable back', async () => {
    const id = sid('client');
    const pii = ['email'] as const;
    const first = await t.store.append(
      id,
      [0, 1, 2].map((n) => ({ type: 'Emailed', data: { email: `a${n}@example.org`, n }, pii })),
      { streamType: 'client', expectedVersion: -1, metadata },
    );
    expect(first.nextVersion).toBe(2);
    const second = await t.store.append(id, [{ type: 'Emailed', data: { email: 'b@example.org', n: 3 }, pii }], {
      streamType: 'client',
      expectedVersion: 2,
      metadata,
    });
    expect(second.nextVersion).toBe(3);
    const { events } = await t.store.readStream(id);
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [0, { email: 'a0@example.org', n: 0 }],
      [1, { email: 'a1@example.org', n: 1 }],
      [2, { email: 'a2@example.org', n: 2 }],
      [3, { email: 'b@example.org', n: 3 }],
    ]);
    // Global order follows stream order within one append.
    expect(events.map((e) => e.globalPosition)).toEqual([...events.map((e) => e.globalPosition)].sort((a, b) => a - b));
    expect(events.at(-1)!.globalPosition).toBe(second.position.globalPosition);
    await expect(
      t.store.append(id, [{ type: 'Emailed', data: { email: 'c@example.org' }, pii }], { streamType: 'client', expectedVersion: -1, metadata }),
    ).rejects.toMatchObject({ name: 'ConcurrencyError', actual: 3 });
  });

  it('a new stream whose key row exists already (left by hand) gets its events sealed with that key', async () => {
    const id = sid('client');
    // Wrapped for this stream: a key row moved from another stream would not unwrap (ADR 009).
    const left = wrapKey({ keyring: createKeyring(TEST_MASTER_KEY) }, id, randomBytes(32));
    await sql`INSERT INTO stream_keys (stream_id, key) VALUES (${id}, ${left})`.execute(t.store.db);
    const before = await sql<{ key: Uint8Array }>`SELECT key FROM stream_keys WHERE stream_id = ${id}`.execute(t.store.db);

    const res = await t.store.append(id, [{ type: 'Emailed', data: { email: 'y@example.org' }, pii: ['email'] }, { type: 'Noted', data: {} }], {
      streamType: 'client',
      expectedVersion: -1,
      metadata,
    });
    expect(res.nextVersion).toBe(1);
    const after = await sql<{ key: Uint8Array }>`SELECT key FROM stream_keys WHERE stream_id = ${id}`.execute(t.store.db);
    expect(Buffer.from(after.rows[0]!.key)).toEqual(Buffer.from(before.rows[0]!.key));
    const { events } = await t.store.readStream(id);
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [0, { email: 'y@example.org' }],
      [1, {}],
    ]);
  });

  it('applies upcaster chains on read', async () => {
    const id = sid('up');
    await t.store.append(id, [{ type: 'Renamed', data: { name: 'Ada' } }, { type: 'Renamed', schemaVersion: 2, data: { fullName: 'Bo' } }], {
      streamType: 'up',
      expectedVersion: -1,
      metadata,
    });
    const { events } = await t.store.readStream(id);
    expect(events.map((e) => [e.schemaVersion, e.data])).toEqual([
      [3, { fullName: 'Ada', upcast: true }],
      [3, { fullName: 'Bo', upcast: true }],
    ]);
    const raw = await sql<{ schema_version: number }>`select schema_version from events where stream_id = ${id} order by stream_version`.execute(t.store.db);
    expect(raw.rows.map((r) => r.schema_version)).toEqual([1, 2]);
  });

  it('normalises int8 to number and xid8 to a decimal string', async () => {
    const id = sid('types');
    const res = await t.store.append(id, [{ type: 'T', data: {} }], { streamType: 't', expectedVersion: -1, metadata });
    expect(typeof res.position.globalPosition).toBe('number');
    expect(res.position.transactionId).toMatch(/^\d+$/);
    expect(res.position.epoch).toBe(1);
    const [event] = (await t.store.readStream(id)).events;
    expect(typeof event!.globalPosition).toBe('number');
    expect(typeof event!.transactionId).toBe('string');
    const viaDb = await sql<{ n: unknown; big: unknown }>`select count(*) as n, 9007199254740991::int8 as big from events`.execute(t.store.db);
    expect(typeof viaDb.rows[0]!.n).toBe('number');
    expect(viaDb.rows[0]!.big).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('hands out ids from named sequences', async () => {
    const first = await t.store.nextId('dress_order_ids');
    const more = await Promise.all([1, 2, 3].map(() => t.store.nextId('dress_order_ids')));
    expect(typeof first).toBe('number');
    expect(new Set([first, ...more]).size).toBe(4);
    await expect(t.store.nextId('bad; drop table events')).rejects.toThrow(/invalid sequence name/);
  });

  it('notifies onAppend listeners after commit', async () => {
    const seen: Position[] = [];
    const off = t.store.onAppend((p) => seen.push(p));
    const res = await t.store.append(sid('n'), [{ type: 'T', data: {} }], { streamType: 't', expectedVersion: -1, metadata });
    off();
    await t.store.append(sid('n'), [{ type: 'T', data: {} }], { streamType: 't', expectedVersion: -1, metadata });
    expect(seen).toEqual([res.position]);
  });

  it('migrations are idempotent', async () => {
    expect(await migrate(t.store.db)).toEqual([]);
  });

  it('keeps checkpoints with compare-and-set', async () => {
    const name = sid('proj');
    const p1: Position = { epoch: 1, transactionId: '10', globalPosition: 5 };
    const p2: Position = { epoch: 1, transactionId: '12', globalPosition: 9 };
    await t.store.transaction(async (trx) => {
      expect(await readCheckpoint(trx, name)).toBeNull();
      await compareAndSetCheckpoint(trx, name, null, p1, 1);
      await compareAndSetCheckpoint(trx, name, p1, p2, 1);
      await expect(compareAndSetCheckpoint(trx, name, p1, p2, 1)).rejects.toMatchObject({
        name: 'ConcurrencyError',
        streamId: `checkpoint:${name}`,
        actual: p2,
      });
    });
    await t.store.transaction(async (trx) => {
      expect(await readCheckpoint(trx, name)).toMatchObject({ version: 1, position: p2 });
      await expect(compareAndSetCheckpoint(trx, name, null, p1, 1)).rejects.toBeInstanceOf(ConcurrencyError);
    });
    await t.store.transaction(async (trx) => {
      await resetCheckpoint(trx, name, 2);
      expect(await readCheckpoint(trx, name)).toMatchObject({ version: 2, position: START });
    });
  });
});
