import {
  CUSTOM_CONCEPT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  personalDataErased,
  type Decider,
  type DomainEvent,
  type MessageAuthor,
} from '@atelier/domain';
import { ERASED, type EventStore } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental } from '../testing/rebuild-equals-incremental.ts';
import { runCommand } from '../testing/seed.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { requestMessagesProjection } from './projection.ts';
import { threadOf, unreadCounts } from './queries.ts';

const submittedAt = '2026-11-20T10:00:00.000Z';
const client = { fullName: 'Inés Ruiz', email: 'ines@example.com', phone: '+34 611 222 333', submittedAt, lang: 'es' as const, imageKeys: [] };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();

const dress = { id: dressOrderStreamId(41), type: DRESS_ORDER_STREAM_TYPE, decider: dressOrderDecider as Decider<unknown, DomainEvent, unknown>, requestId: 41 };
const concept = { id: customConceptStreamId(42), type: CUSTOM_CONCEPT_STREAM_TYPE, decider: customConceptDecider as Decider<unknown, DomainEvent, unknown>, requestId: 42 };
type Request = typeof dress;

const post = (store: EventStore, request: Request, from: MessageAuthor, text: string, minute: number) =>
  runCommand(store, request.decider, request, { type: 'PostRequestMessage', data: { requestId: request.requestId, from, text, at: at(minute) } }, from === 'client' ? 'client' : 'user-admin');
const read = (store: EventStore, request: Request, upTo: number, minute: number) =>
  runCommand(store, request.decider, request, { type: 'MarkRequestThreadRead', data: { requestId: request.requestId, upTo, at: at(minute) } }, 'user-admin');

/**
 * The thread is built from the events the domain's decider emits: a field the domain renames
 * comes out null (or the row is missing) and fails here.
 */
describeEachStore('request messages projection', (kind) => {
  const shared = useProjectionStore(kind, [requestMessagesProjection]);

  it('keeps each message with its author, number and time, its text sealed and opened when read', async () => {
    const { store } = shared.t;
    await runCommand(store, dressOrderDecider, dress, {
      type: 'SubmitDressOrder',
      data: { ...client, requestId: 41, eventType: 'gala', eventDate: '2027-05-08', description: 'A long silk gown for a winter gala.' },
    }, 'anonymous');
    await runCommand(store, customConceptDecider, concept, {
      type: 'SubmitCustomConcept',
      data: { ...client, requestId: 42, preferredContact: 'email', conceptDescription: 'A cape that folds like origami.' },
    }, 'anonymous');
    await post(store, dress, 'client', '  ¿Podemos vernos el martes?  ', 1);
    await post(store, dress, 'atelier', 'Claro, a las once.', 2);
    await post(store, dress, 'client', 'Perfecto, gracias.', 3);
    const last = await post(store, concept, 'client', 'He añadido unas fotos.', 4);
    await catchUpTo(store, requestMessagesProjection, last.position);

    const rows = (await snapshotProjection(store.db, requestMessagesProjection)) as Record<string, unknown>[];
    const sealed = { fields: ['text'], sealed: expect.any(String) };
    expect(rows).toEqual([
      { stream_id: concept.id, request_type: 'concept', request_id: 42, message_number: 1, author: 'client', personal: sealed, at: at(4), read: false, erased: false },
      { stream_id: dress.id, request_type: 'dress', request_id: 41, message_number: 1, author: 'client', personal: sealed, at: at(1), read: false, erased: false },
      { stream_id: dress.id, request_type: 'dress', request_id: 41, message_number: 2, author: 'atelier', personal: sealed, at: at(2), read: true, erased: false },
      { stream_id: dress.id, request_type: 'dress', request_id: 41, message_number: 3, author: 'client', personal: sealed, at: at(3), read: false, erased: false },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/vernos el martes|a las once|Perfecto, gracias|unas fotos/);

    expect(await threadOf(store, dress.id)).toEqual({
      messages: [
        { number: 1, from: 'client', text: '¿Podemos vernos el martes?', at: at(1), unread: true },
        { number: 2, from: 'atelier', text: 'Claro, a las once.', at: at(2), unread: false },
        { number: 3, from: 'client', text: 'Perfecto, gracias.', at: at(3), unread: true },
      ],
    });
    expect(await threadOf(store, customConceptStreamId(99))).toEqual({ messages: [] });
    const counts = await unreadCounts(store.db);
    expect(counts.total).toBe(3);
    expect([...counts.byStream]).toEqual(expect.arrayContaining([[dress.id, 2], [concept.id, 1]]));
  });

  it('reads her messages up to the read mark, and only those', async () => {
    const { store } = shared.t;
    const { position } = await read(store, dress, 1, 5);
    await catchUpTo(store, requestMessagesProjection, position);
    expect((await threadOf(store, dress.id)).messages.map((m) => m.unread)).toEqual([false, false, true]);
    expect((await unreadCounts(store.db)).total).toBe(2);

    const after = await read(store, dress, 3, 6);
    await catchUpTo(store, requestMessagesProjection, after.position);
    expect((await threadOf(store, dress.id)).messages.map((m) => m.unread)).toEqual([false, false, false]);
    const counts = await unreadCounts(store.db);
    expect(counts).toEqual({ total: 1, byStream: new Map([[concept.id, 1]]) });
  });

  it('erased, a thread keeps its rows without their texts, and counts nothing unread', async () => {
    const { store } = shared.t;
    await post(store, dress, 'client', 'Una pregunta más.', 7);
    const { position } = await store.eraseSubject(concept.id, personalDataErased(concept.id, at(8)), { actor: 'user-admin', correlationId: 'c', causationId: null });
    await catchUpTo(store, requestMessagesProjection, position);

    const rows = (await snapshotProjection(store.db, requestMessagesProjection)) as { stream_id: string; personal: unknown; erased: boolean }[];
    expect(rows.filter((row) => row.stream_id === concept.id)).toEqual([expect.objectContaining({ personal: null, erased: true })]);
    expect(rows.filter((row) => row.stream_id === dress.id).every((row) => row.personal !== null && !row.erased)).toBe(true);
    expect(await threadOf(store, concept.id)).toEqual({ messages: [{ number: 1, from: 'client', text: ERASED, at: at(4), unread: true }] });
    expect(await unreadCounts(store.db)).toEqual({ total: 1, byStream: new Map([[dress.id, 1]]) });
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, requestMessagesProjection);
  });
});
