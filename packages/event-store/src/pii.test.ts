import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERSONAL_DATA_ERASED, describeEachStore, erasureOf, openTestStore, readAllUntil, type TestStore } from './testing.ts';
import { ERASED } from './types.ts';

const metadata = { actor: 'user-1', correlationId: 'c', causationId: null };

describeEachStore('personal data', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  const register = (streamId: string) =>
    t.store.append(
      streamId,
      [
        {
          type: 'UserRegistered',
          data: { email: 'ada@example.org', name: { first: 'Ada', last: 'Lovelace' }, plan: 'pro' },
          pii: ['email', 'name'],
        },
        { type: 'PlanChanged', data: { plan: 'free' } },
      ],
      { streamType: 'user', expectedVersion: -1, metadata },
    );

  it('encrypts personal fields at rest and decrypts them on read', async () => {
    const streamId = `user-${randomUUID()}`;
    await register(streamId);
    const raw = await sql<{ data: unknown }>`SELECT data FROM events WHERE stream_id = ${streamId}`.execute(t.store.db);
    const text = JSON.stringify(raw.rows);
    expect(text).not.toContain('ada@example.org');
    expect(text).not.toContain('Lovelace');
    expect(text).toContain('"plan":"pro"');
    // One sealed box per event holds every personal field; their names stay readable.
    const stored = raw.rows[0]!.data as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['$pii', 'plan']);
    expect(stored.$pii).toEqual({ fields: ['email', 'name'], sealed: expect.any(String) });
    const key = await sql<{ key: Uint8Array }>`SELECT key FROM stream_keys WHERE stream_id = ${streamId}`.execute(t.store.db);
    expect(key.rows[0]!.key.length).toBe(69); // wrapped by the master key (ADR 009)

    const { events } = await t.store.readStream(streamId);
    expect(events[0]!.data).toEqual({ email: 'ada@example.org', name: { first: 'Ada', last: 'Lovelace' }, plan: 'pro' });
    const all = (await readAllUntil(t.store, (es) => es.some((e) => e.streamId === streamId))).filter(
      (e) => e.streamId === streamId,
    );
    expect(all.map((e) => e.data)).toEqual(events.map((e) => e.data));
  });

  it('erases: the key is destroyed, values read as ERASED, everything else intact', async () => {
    const streamId = `user-${randomUUID()}`;
    const other = `user-${randomUUID()}`;
    await register(streamId);
    await register(other);
    const erased = await t.store.eraseSubject(streamId, erasureOf(streamId), { ...metadata, actor: 'system' });
    expect(erased).toMatchObject({ streamId, nextVersion: 2, replayed: false });

    const { version, events } = await t.store.readStream(streamId);
    expect(version).toBe(2);
    expect(events[0]!.data).toEqual({ email: ERASED, name: ERASED, plan: 'pro' });
    expect(events[0]!.metadata).toEqual(metadata);
    expect(events[1]!.data).toEqual({ plan: 'free' });
    expect(events[2]!.type).toBe(PERSONAL_DATA_ERASED);
    expect(events[2]!.data).toMatchObject({ streamId, erasedAt: expect.any(String) });
    const all = (await readAllUntil(t.store, (es) => es.some((e) => e.type === PERSONAL_DATA_ERASED && e.streamId === streamId))).filter(
      (e) => e.streamId === streamId,
    );
    expect(all.map((e) => e.data)).toEqual(events.map((e) => e.data));

    const keys = await sql<{ n: number }>`SELECT count(*) AS n FROM stream_keys WHERE stream_id = ${streamId}`.execute(t.store.db);
    expect(keys.rows[0]!.n).toBe(0);
    expect((await t.store.readStream(other)).events[0]!.data).toMatchObject({ email: 'ada@example.org' });

    // The stream stays usable; new personal data gets a new key, the old stays erased.
    await t.store.append(streamId, [{ type: 'EmailChanged', data: { email: 'new@example.org' }, pii: ['email'] }], {
      streamType: 'user',
      expectedVersion: 2,
      metadata,
    });
    const after = await t.store.readStream(streamId);
    expect(after.events[0]!.data.email).toBe(ERASED);
    expect(after.events[3]!.data.email).toBe('new@example.org');
  });

  it('erases a stream once: erasing it again with nothing new records nothing; personal data appended since is erased again', async () => {
    const streamId = `user-${randomUUID()}`;
    await register(streamId);
    const first = await t.store.eraseSubject(streamId, erasureOf(streamId), metadata);
    const again = await t.store.eraseSubject(streamId, erasureOf(streamId), metadata);
    expect(again).toEqual({ streamId, nextVersion: 2, position: first.position, replayed: true, result: null });
    expect((await t.store.readStream(streamId)).events.map((e) => e.type)).toEqual(['UserRegistered', 'PlanChanged', PERSONAL_DATA_ERASED]);

    // Something new since the erasure: a new erasure is recorded, and it takes the new key.
    await t.store.append(streamId, [{ type: 'EmailChanged', data: { email: 'new@example.org' }, pii: ['email'] }], { streamType: 'user', expectedVersion: 2, metadata });
    const third = await t.store.eraseSubject(streamId, erasureOf(streamId), metadata);
    expect(third).toMatchObject({ nextVersion: 4, replayed: false });
    const { events } = await t.store.readStream(streamId);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PlanChanged', PERSONAL_DATA_ERASED, 'EmailChanged', PERSONAL_DATA_ERASED]);
    expect(events[3]!.data.email).toBe(ERASED);
    // A stream whose newest event is new data without personal fields is erased again too.
    await t.store.append(streamId, [{ type: 'PlanChanged', data: { plan: 'pro' } }], { streamType: 'user', expectedVersion: 4, metadata });
    expect(await t.store.eraseSubject(streamId, erasureOf(streamId), metadata)).toMatchObject({ nextVersion: 6, replayed: false });
  });
});
