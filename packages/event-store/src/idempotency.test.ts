import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStore, openTestStore, type TestStore } from './testing.ts';

const metadata = { actor: 'user-1', correlationId: 'c', causationId: null };

describeEachStore('idempotency', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  const countEvents = async (streamId: string): Promise<number> =>
    (await t.store.readStream(streamId)).events.length;

  it('a sequential repeat returns the first result and position and appends nothing', async () => {
    const streamId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const options = { streamType: 'idem', expectedVersion: 'any' as const, metadata, idempotencyKey: key };
    const first = await t.store.append(streamId, [{ type: 'Placed', data: {} }], { ...options, result: { orderId: 1 } });
    const repeat = await t.store.append(streamId, [{ type: 'Placed', data: {} }], { ...options, result: { orderId: 2 } });
    expect(first).toMatchObject({ replayed: false, result: { orderId: 1 }, nextVersion: 0 });
    expect(repeat).toEqual({ ...first, replayed: true });
    expect(await countEvents(streamId)).toBe(1);
  });

  it('concurrent repeats produce one append', async () => {
    const streamId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.store.append(streamId, [{ type: 'Placed', data: { i } }], {
          streamType: 'idem',
          expectedVersion: 'any',
          metadata,
          idempotencyKey: key,
          result: { attempt: i },
        }),
      ),
    );
    expect(await countEvents(streamId)).toBe(1);
    const winners = results.filter((r) => !r.replayed);
    expect(winners).toHaveLength(1);
    for (const r of results) {
      expect(r.result).toEqual(winners[0]!.result);
      expect(r.position).toEqual(winners[0]!.position);
    }
  });

  it('covers a whole appendMany', async () => {
    const a = `idem-a-${randomUUID()}`;
    const b = `idem-b-${randomUUID()}`;
    const writes = [
      { streamId: a, streamType: 'idem', expectedVersion: -1, events: [{ type: 'A', data: {} }] },
      { streamId: b, streamType: 'idem', expectedVersion: -1, events: [{ type: 'B', data: {} }] },
    ];
    const key = randomUUID();
    const first = await t.store.appendMany(writes, { metadata, idempotencyKey: key, result: 'done' });
    // Without the key this would be a ConcurrencyError (expectedVersion -1 on existing streams).
    const repeat = await t.store.appendMany(writes, { metadata, idempotencyKey: key });
    expect(repeat).toEqual({ ...first, replayed: true });
  });

  it('a failed append does not burn the key', async () => {
    const streamId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const options = { streamType: 'idem', metadata, idempotencyKey: key };
    await expect(
      t.store.append(streamId, [{ type: 'X', data: {} }], { ...options, expectedVersion: 3 }),
    ).rejects.toMatchObject({ name: 'ConcurrencyError' });
    const ok = await t.store.append(streamId, [{ type: 'X', data: {} }], { ...options, expectedVersion: -1 });
    expect(ok.replayed).toBe(false);
  });

  it('a key older than 24 h may be reused', async () => {
    const streamId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const options = { streamType: 'idem', expectedVersion: 'any' as const, metadata, idempotencyKey: key };
    await t.store.append(streamId, [{ type: 'X', data: {} }], options);
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`.execute(t.store.db);
    const again = await t.store.append(streamId, [{ type: 'X', data: {} }], { ...options, result: 'second' });
    expect(again).toMatchObject({ replayed: false, result: 'second', nextVersion: 1 });
    const repeat = await t.store.append(streamId, [{ type: 'X', data: {} }], options);
    expect(repeat).toMatchObject({ replayed: true, result: 'second' });
    expect(await countEvents(streamId)).toBe(2);
  });

  it('the same key with a different fingerprint is refused and writes nothing; the same fingerprint is a repeat', async () => {
    const streamId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const options = { streamType: 'idem', expectedVersion: 'any' as const, metadata, idempotencyKey: key };
    const first = await t.store.append(streamId, [{ type: 'Placed', data: { dress: 'silk' } }], {
      ...options,
      idempotencyFingerprint: 'fp-silk',
      result: { orderId: 1 },
    });
    await expect(
      t.store.append(streamId, [{ type: 'Placed', data: { dress: 'tulle' } }], { ...options, idempotencyFingerprint: 'fp-tulle' }),
    ).rejects.toMatchObject({ name: 'IdempotencyKeyReused', key });
    const repeat = await t.store.append(streamId, [{ type: 'Placed', data: { dress: 'silk' } }], { ...options, idempotencyFingerprint: 'fp-silk' });
    expect(repeat).toEqual({ ...first, replayed: true });
    expect(await countEvents(streamId)).toBe(1);
    const { rows } = await sql<{ fingerprint: string }>`SELECT fingerprint FROM idempotency_keys WHERE key = ${key}`.execute(t.store.db);
    expect(rows).toEqual([{ fingerprint: 'fp-silk' }]);
  });

  it('checks the fingerprint for a whole appendMany and inside a caller\'s transaction too', async () => {
    const writes = (tag: string) => [
      { streamId: `idem-a-${tag}`, streamType: 'idem', expectedVersion: -1, events: [{ type: 'A', data: {} }] },
      { streamId: `idem-b-${tag}`, streamType: 'idem', expectedVersion: -1, events: [{ type: 'B', data: {} }] },
    ];
    const tag = randomUUID();
    const key = randomUUID();
    await t.store.appendMany(writes(tag), { metadata, idempotencyKey: key, idempotencyFingerprint: 'one' });
    await expect(
      t.store.appendMany(writes(randomUUID()), { metadata, idempotencyKey: key, idempotencyFingerprint: 'two' }),
    ).rejects.toMatchObject({ name: 'IdempotencyKeyReused' });
    expect(await t.store.appendMany(writes(tag), { metadata, idempotencyKey: key, idempotencyFingerprint: 'one' })).toMatchObject({ replayed: true });
  });

  it('concurrent submissions under one key with different data: one is written, the others are refused', async () => {
    const streamId = `idem-${randomUUID()}`;
    const key = randomUUID();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        t.store.append(streamId, [{ type: 'Placed', data: { i } }], {
          streamType: 'idem',
          expectedVersion: 'any',
          metadata,
          idempotencyKey: key,
          idempotencyFingerprint: `fp-${i}`,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ name: 'IdempotencyKeyReused' });
    expect(await countEvents(streamId)).toBe(1);
  });
});
