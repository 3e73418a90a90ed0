import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Decider } from './decider.ts';
import { ConcurrencyError, IdempotencyKeyReused } from './errors.ts';
import { executeCommand, executeCommands, followingCommand } from './execute-command.ts';
import { describeEachStore, openTestStore, type TestStore } from './testing.ts';

const metadata = { actor: 'user-1', correlationId: 'c', causationId: null };

/** A note whose text an edit replaces: each edit is one event. */
interface Edited {
  type: 'NoteEdited';
  data: { text: string };
}
const note: Decider<{ text: string }, Edited, string> = {
  initialState: '',
  evolve: (_state, event) => event.data.text,
  decide: (command, state) => (command.text === state ? [] : [{ type: 'NoteEdited', data: { text: command.text } }]),
};

describeEachStore('executeCommand', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  const edit = (streamId: string, text: string, expectedVersion?: number) =>
    executeCommand(t.store, {
      stream: { decider: note, streamId, streamType: 'note' },
      command: { text },
      metadata,
      expectedVersion,
      result: (state, version) => ({ text: state, version }),
    });

  it('decides on the version the client saw, and answers the version the edit leads to', async () => {
    const streamId = `note-${randomUUID()}`;
    await edit(streamId, 'first');
    const second = await edit(streamId, 'second', 0);
    expect(second.result).toEqual({ text: 'second', version: 1 });
    expect((await t.store.readStream(streamId)).version).toBe(1);
  });

  it('a stale expected version fails with ConcurrencyError and appends nothing', async () => {
    const streamId = `note-${randomUUID()}`;
    await edit(streamId, 'first');
    await edit(streamId, 'someone else');
    const stale = edit(streamId, 'mine', 0);
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ streamId, expected: 0, actual: 1 });
    const { version, events } = await t.store.readStream(streamId);
    expect(version).toBe(1);
    expect(events.map((e) => e.data)).toEqual([{ text: 'first' }, { text: 'someone else' }]);
  });

  it('a repeated idempotency key answers the first answer before deciding again, and other data under it is refused', async () => {
    const streamId = `note-${randomUUID()}`;
    const key = { key: `key-${randomUUID()}`, fingerprint: 'first' };
    const once = (text: string, idempotency = key) =>
      executeCommand(t.store, { stream: { decider: note, streamId, streamType: 'note' }, command: { text }, metadata, idempotency, result: (state, version) => ({ text: state, version }) });
    const first = await once('first');
    await edit(streamId, 'someone else');
    const repeat = await once('first');
    expect(repeat).toMatchObject({ replayed: true, result: first.result, position: first.position });
    expect((await t.store.readStream(streamId)).events.map((e) => e.data)).toEqual([{ text: 'first' }, { text: 'someone else' }]);
    await expect(once('other', { ...key, fingerprint: 'other' })).rejects.toBeInstanceOf(IdempotencyKeyReused);
  });

  it('without an expected version the edit is decided on the stream as it is now', async () => {
    const streamId = `note-${randomUUID()}`;
    await edit(streamId, 'first');
    await edit(streamId, 'second');
    expect((await edit(streamId, 'third')).result).toEqual({ text: 'third', version: 2 });
  });
});

describeEachStore('executeCommands', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.cleanup());

  /** A note that refuses an empty text: one refusal must leave every stream of the run as it was. */
  const strict: Decider<{ text: string }, Edited, string> = {
    ...note,
    decide: (command, state) => {
      if (command.text === '') throw new Error('an empty note');
      return note.decide(command, state);
    },
  };
  const edits = (texts: Record<string, string>) =>
    executeCommands(t.store, {
      commands: Object.entries(texts).map(([streamId, text]) => followingCommand({ decider: strict, streamId, streamType: 'note' }, { text })),
      metadata,
      result: { done: true },
    });

  it('appends every stream in one transaction, and nothing when one command is refused', async () => {
    const [a, b, c] = [`note-${randomUUID()}`, `note-${randomUUID()}`, `note-${randomUUID()}`];
    const first = await edits({ [a]: 'one', [b]: 'two' });
    expect(first.result).toEqual({ done: true });
    // Read by stream: the shared PostgreSQL database holds other tests' events before ours.
    const ours = [...(await t.store.readStream(a)).events, ...(await t.store.readStream(b)).events];
    expect(ours).toHaveLength(2);
    expect(ours[0]!.transactionId).toMatch(/^[1-9][0-9]*$/);
    expect(new Set(ours.map((e) => e.transactionId)).size).toBe(1);

    await expect(edits({ [a]: 'changed', [c]: '' })).rejects.toThrow('an empty note');
    expect((await t.store.readStream(a)).events.map((e) => e.data)).toEqual([{ text: 'one' }]);
    expect((await t.store.readStream(c)).version).toBe(-1);
  });

  it('refuses the whole run when a stream moved since the version a command expects', async () => {
    const [a, b] = [`note-${randomUUID()}`, `note-${randomUUID()}`];
    await edits({ [a]: 'one' });
    const planned = (await t.store.readStream(a)).version;
    await edits({ [a]: 'someone else' });
    const stale = executeCommands(t.store, {
      commands: [followingCommand({ decider: strict, streamId: a, streamType: 'note' }, { text: 'mine' }, { expectedVersion: planned }), followingCommand({ decider: strict, streamId: b, streamType: 'note' }, { text: 'two' })],
      metadata,
      result: { done: true },
    });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await t.store.readStream(a)).events.map((e) => e.data)).toEqual([{ text: 'one' }, { text: 'someone else' }]);
    expect((await t.store.readStream(b)).version).toBe(-1);
  });

  it('a repeated idempotency key answers the first answer, even when nothing is left to write', async () => {
    const a = `note-${randomUUID()}`;
    let answer = 1;
    const keyed = () =>
      executeCommands(t.store, {
        commands: [followingCommand({ decider: strict, streamId: a, streamType: 'note' }, { text: 'once' })],
        metadata,
        idempotency: { key: `key-${a}`, fingerprint: 'f' },
        result: { answer: answer++ },
      });
    const first = await keyed();
    const repeat = await keyed();
    expect(first).toMatchObject({ replayed: false, result: { answer: 1 } });
    expect(repeat).toMatchObject({ replayed: true, result: { answer: 1 }, position: first.position });
    expect((await t.store.readStream(a)).version).toBe(0);
  });

  it('writes nothing when no command decides anything', async () => {
    const a = `note-${randomUUID()}`;
    await edits({ [a]: 'same' });
    const again = await edits({ [a]: 'same' });
    expect(again.replayed).toBe(false);
    expect((await t.store.readStream(a)).version).toBe(0);
  });
});
