import { CONTACT_MESSAGE_STREAM_TYPE, contactMessageDecider, contactMessageStreamId, personalDataErased, type ContactMessageCommand } from '@atelier/domain';
import { ERASED } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { rebuildProjection } from '../runner/setup.ts';
import { runCommand, seedContactMessages, seededMessageId } from '../testing/seed.ts';
import { snapshotTable } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { contactMessagesProjection } from './projection.ts';
import { findContactMessage, listContactMessages } from './queries.ts';

const metadata = { actor: 'user-admin', correlationId: crypto.randomUUID(), causationId: null };
/** Opens or archives seeded message n, as the inbox does. */
function act(store: Parameters<typeof runCommand>[0], n: number, type: ContactMessageCommand['type'], at: string) {
  const messageId = seededMessageId(n);
  const command = { type, data: { messageId, at } } as ContactMessageCommand;
  return runCommand(store, contactMessageDecider, { id: contactMessageStreamId(messageId), type: CONTACT_MESSAGE_STREAM_TYPE }, command, 'user-admin');
}

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
      readAt: null,
      archivedAt: null,
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

  it('records when a message was first opened and when it was archived', async () => {
    const { store } = shared.t;
    await act(store, 2, 'MarkContactMessageRead', '2026-02-02T09:00:00.000Z');
    // The second opening records nothing: the first time stays.
    await act(store, 2, 'MarkContactMessageRead', '2026-02-02T10:00:00.000Z');
    const { position } = await act(store, 4, 'ArchiveContactMessage', '2026-02-02T11:00:00.000Z');
    await catchUpTo(store, contactMessagesProjection, position);

    expect(await findContactMessage(store, seededMessageId(2))).toMatchObject({ readAt: '2026-02-02T09:00:00.000Z', archivedAt: null });
    expect(await findContactMessage(store, seededMessageId(4))).toMatchObject({ readAt: null, archivedAt: '2026-02-02T11:00:00.000Z' });
    expect(await findContactMessage(store, seededMessageId(1))).toMatchObject({ readAt: null, archivedAt: null });
  });

  it('rebuilt from zero, gives exactly the incrementally built rows', async () => {
    const { store } = shared.t;
    const streamId = contactMessageStreamId(seededMessageId(1));
    await act(store, 1, 'MarkContactMessageRead', '2026-02-03T09:00:00.000Z');
    await act(store, 3, 'ArchiveContactMessage', '2026-02-03T09:30:00.000Z');
    const { position } = await store.eraseSubject(streamId, personalDataErased(streamId, new Date().toISOString()), metadata);
    await catchUpTo(store, contactMessagesProjection, position);
    const incremental = await snapshot(store.db);
    expect(incremental).toHaveLength(4);
    const rows = incremental as { read_at: string | null; archived_at: string | null }[];
    expect(rows.filter((row) => row.read_at !== null)).toHaveLength(2);
    expect(rows.filter((row) => row.archived_at !== null)).toHaveLength(2);

    await rebuildProjection(store, contactMessagesProjection);
    expect(await snapshot(store.db)).toEqual(incremental);
    expect((await listContactMessages(store)).filter((m) => m.erased).map((m) => m.id)).toEqual([3, 1].map(seededMessageId));
  });
});
