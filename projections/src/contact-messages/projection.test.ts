import { contactMessageStreamId, personalDataErased } from '@atelier/domain';
import { ERASED } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { rebuildProjection } from '../runner/setup.ts';
import { seedContactMessages, seededMessageId } from '../testing/seed.ts';
import { snapshotTable } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { contactMessagesProjection } from './projection.ts';
import { findContactMessage, listContactMessages } from './queries.ts';

const metadata = { actor: 'user-admin', correlationId: crypto.randomUUID(), causationId: null };
const snapshot = (db: Parameters<typeof snapshotTable>[0]) => snapshotTable(db, 'rm_contact_messages', ['stream_id']);

describeEachStore('contact messages projection', (kind) => {
  const shared = useProjectionStore(kind, [contactMessagesProjection]);

  it('lists messages newest first, with their personal data opened and an erased one shown as erased', async () => {
    const { store } = shared.t;
    let last = await seedContactMessages(store, 2, 1);
    await catchUpTo(store, contactMessagesProjection, last);
    last = await seedContactMessages(store, 2, 3, 3);
    await catchUpTo(store, contactMessagesProjection, last);

    const list = await listContactMessages(store);
    expect(list.map((m) => m.id)).toEqual([4, 3, 2, 1].map(seededMessageId));
    expect(list[0]).toEqual({
      id: seededMessageId(4),
      name: 'Sender 4',
      email: 'sender4@example.com',
      subject: null,
      message: 'Could I book a fitting, please? (4)',
      lang: 'es',
      receivedAt: '2026-02-01T12:04:00.000Z',
      erased: false,
    });
    expect(list[1]).toMatchObject({ name: ERASED, email: ERASED, subject: null, message: ERASED, lang: 'en', erased: true });
    expect(list[3]).toMatchObject({ subject: 'Fitting 1', erased: false });
    // The read model itself no longer holds the erased sender's sealed data.
    const rows = (await snapshot(store.db)) as { stream_id: string; personal: unknown }[];
    expect(rows.find((row) => row.stream_id === contactMessageStreamId(seededMessageId(3)))?.personal).toBeNull();
    expect(await findContactMessage(store, seededMessageId(2))).toMatchObject({ name: 'Sender 2', erased: false });
    expect(await findContactMessage(store, seededMessageId(99))).toBeNull();
  });

  it('rebuilt from zero, gives exactly the incrementally built rows', async () => {
    const { store } = shared.t;
    const streamId = contactMessageStreamId(seededMessageId(1));
    const { position } = await store.eraseSubject(streamId, personalDataErased(streamId, new Date().toISOString()), metadata);
    await catchUpTo(store, contactMessagesProjection, position);
    const incremental = await snapshot(store.db);
    expect(incremental).toHaveLength(4);

    await rebuildProjection(store, contactMessagesProjection);
    expect(await snapshot(store.db)).toEqual(incremental);
    expect((await listContactMessages(store)).filter((m) => m.erased).map((m) => m.id)).toEqual([3, 1].map(seededMessageId));
  });
});
