import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SealedPii } from './pii.ts';
import { describeEachStore, erasureOf, openTestStore, untilReadable, type TestStore } from './testing.ts';
import { ERASED, START, type StoredEvent } from './types.ts';

const metadata = { actor: 'user-1', correlationId: 'c', causationId: null };

describeEachStore('sealed personal data kept by read models', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  /** A stream with one personal event; returns its box as a read model would copy it. */
  async function submit(email: string): Promise<{ streamId: string; pii: SealedPii }> {
    const streamId = `client-${randomUUID()}`;
    await t.store.append(streamId, [{ type: 'ClientSubmitted', data: { email, name: 'Ada', size: 38 }, pii: ['email', 'name'] }], {
      streamType: 'client',
      expectedVersion: -1,
      metadata,
    });
    const { rows } = await sql<{ pii: SealedPii }>`SELECT data->'$pii' AS pii FROM events WHERE stream_id = ${streamId}`.execute(t.store.db);
    return { streamId, pii: rows[0]!.pii };
  }

  it('opens each box with its stream key, in the order asked, and reads ERASED once the key is gone', async () => {
    const first = await submit('first@example.org');
    const second = await submit('second@example.org');
    expect(await t.store.revealPii([second, first, second])).toEqual([
      { email: 'second@example.org', name: 'Ada' },
      { email: 'first@example.org', name: 'Ada' },
      { email: 'second@example.org', name: 'Ada' },
    ]);
    expect(await t.store.revealPii([])).toEqual([]);

    await t.store.eraseSubject(first.streamId, erasureOf(first.streamId), metadata);
    expect(await t.store.revealPii([first, second])).toEqual([
      { email: ERASED, name: ERASED },
      { email: 'second@example.org', name: 'Ada' },
    ]);
  });

  it('does not open a box copied into another stream (the stream id is bound to it)', async () => {
    const mine = await submit('mine@example.org');
    const theirs = await submit('theirs@example.org');
    expect(await t.store.revealPii([{ streamId: theirs.streamId, pii: mine.pii }])).toEqual([{ email: ERASED, name: ERASED }]);
  });

  it('reads only the event types asked for when readAll is given types', async () => {
    const streamId = `mixed-${randomUUID()}`;
    const types = ['TypeA', 'TypeB', 'TypeA', 'TypeC'];
    const { position } = await t.store.append(streamId, types.map((type, i) => ({ type, data: { i } })), {
      streamType: 'mixed',
      expectedVersion: -1,
      metadata,
    });
    await untilReadable(t.store, position);
    const mine = (events: StoredEvent[]) => events.filter((e) => e.streamId === streamId);
    expect(mine(await t.store.readAll(START, 10_000, undefined, ['TypeA', 'TypeC'])).map((e) => [e.type, e.data.i])).toEqual([
      ['TypeA', 0],
      ['TypeA', 2],
      ['TypeC', 3],
    ]);
    expect(mine(await t.store.readAll(START, 10_000, undefined, []))).toEqual([]);
    expect(mine(await t.store.readAll(START, 10_000))).toHaveLength(4);
  });
});
