import { foldHistory, type AggregateStream, type DecidedEvent } from './decider.ts';
import type { EventStore } from './event-store.ts';
import { ConcurrencyError } from './errors.ts';
import { recordedAnswer } from './idempotency.ts';
import { positionOfEvent } from './read.ts';
import { START, type AppendResult, type EventMetadata, type NewEvent, type StoredEvent } from './types.ts';

/** A client's Idempotency-Key, bound to a digest of what it was first sent with. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * What a command answers: fixed in advance, or made from the state its events lead to and the
 * stream's version once they are appended (an edited item, with the version to edit it at next).
 */
export type CommandResult<State> = Record<string, unknown> | ((state: State, version: number) => Record<string, unknown>);

/**
 * A command on another stream that follows the main one (a category rename carrying an image
 * along): decided from that stream's history and appended in the same transaction.
 */
export interface FollowingCommand {
  streamId: string;
  streamType: string;
  /** The version the caller read the stream at, when what it planned depends on it: another write since is a ConcurrencyError. */
  expectedVersion?: number;
  decide(history: readonly StoredEvent[]): NewEvent[];
}

/** A repeat of a key already answered: its first answer, before anything is decided again (docs/architecture.md#http-conventions). */
async function repeatOf(store: EventStore, idempotency: Idempotency | undefined) {
  return idempotency ? recordedAnswer(store.db, { key: idempotency.key, fingerprint: idempotency.fingerprint }) : null;
}

const toNewEvent = (e: DecidedEvent): NewEvent => ({ type: e.type, data: e.data, pii: e.pii });

/** A FollowingCommand: one command on another aggregate's stream. */
export function followingCommand<Command, Event extends DecidedEvent, State>(
  stream: AggregateStream<Command, Event, State>,
  command: Command,
  options: { expectedVersion?: number } = {},
): FollowingCommand {
  return {
    streamId: stream.streamId,
    streamType: stream.streamType,
    ...options,
    decide: (history) => stream.decider.decide(command, foldHistory(stream.decider, history)).map(toNewEvent),
  };
}

/** A following command decided on its stream as it is now, at the version it expects if it names one. */
async function decideFollowing(store: EventStore, command: FollowingCommand): Promise<{ version: number; events: NewEvent[] }> {
  const read = await store.readStream(command.streamId);
  if (command.expectedVersion !== undefined && command.expectedVersion !== read.version) {
    throw new ConcurrencyError(command.streamId, command.expectedVersion, read.version);
  }
  return { version: read.version, events: command.decide(read.events) };
}

/** A stream's version and the state its history leads to. */
export async function readState<Command, Event extends DecidedEvent, State>(
  store: EventStore,
  stream: AggregateStream<Command, Event, State>,
): Promise<{ version: number; state: State }> {
  const { version, events } = await store.readStream(stream.streamId);
  return { version, state: foldHistory(stream.decider, events) };
}

export interface CommandRun<Command, Event extends DecidedEvent, State> {
  stream: AggregateStream<Command, Event, State>;
  command: Command;
  metadata: EventMetadata;
  idempotency?: Idempotency;
  /** What a repeat of the idempotency key answers with. */
  result?: CommandResult<State>;
  /**
   * Commands on other streams that the main one carries along, decided once it is accepted:
   * every stream that gets events is appended at the version it was read at, all in one
   * transaction, so a concurrent change to any of them fails the whole command (409).
   */
  also?: readonly FollowingCommand[];
  /**
   * The version the client last saw the stream at (an `If-Match` header, ADR 029): when the
   * stream has moved on since, the command fails with ConcurrencyError (409) and decides nothing.
   */
  expectedVersion?: number;
}

/**
 * Load → decide → append with the version that was loaded. A concurrent writer makes
 * the append fail with ConcurrencyError (409) instead of overwriting its decision.
 * A command that changes nothing (an edit to the values already there) appends nothing and
 * answers at the position of the stream's last event. With `expectedVersion`, a stream that
 * changed since the client read it is refused before anything is decided (a stale edit).
 */
export async function executeCommand<Command, Event extends DecidedEvent, State>(
  store: EventStore,
  run: CommandRun<Command, Event, State>,
): Promise<AppendResult> {
  const { streamId, streamType, decider } = run.stream;
  const first = await repeatOf(store, run.idempotency);
  if (first) return { streamId, nextVersion: first.versions[streamId] ?? -1, position: first.position, replayed: true, result: first.result };
  const { version, events: history } = await store.readStream(streamId);
  if (run.expectedVersion !== undefined && run.expectedVersion !== version) {
    throw new ConcurrencyError(streamId, run.expectedVersion, version);
  }
  const state = foldHistory(decider, history);
  const events = decider.decide(run.command, state);
  const result = typeof run.result === 'function' ? run.result(events.reduce((s, e) => decider.evolve(s, e), state), version + events.length) : run.result;
  const followers = await Promise.all(
    (run.also ?? []).map(async (follower) => ({ follower, ...(await decideFollowing(store, follower)) })),
  );
  const moved = followers.filter((f) => f.events.length > 0);
  if (events.length === 0 && moved.length === 0) {
    const last = history.at(-1);
    return { streamId, nextVersion: version, position: last ? positionOfEvent(last) : START, replayed: false, result };
  }
  const options = { metadata: run.metadata, idempotencyKey: run.idempotency?.key, idempotencyFingerprint: run.idempotency?.fingerprint, result };
  if (moved.length > 0) {
    const main = events.length > 0 ? [{ streamId, streamType, expectedVersion: version, events: events.map(toNewEvent) }] : [];
    const written = await store.appendMany(
      [...main, ...moved.map((f) => ({ streamId: f.follower.streamId, streamType: f.follower.streamType, expectedVersion: f.version, events: f.events }))],
      options,
    );
    return { streamId, nextVersion: written.versions[streamId] ?? version, ...pick(written) };
  }
  return store.append(streamId, events.map(toNewEvent), { ...options, streamType, expectedVersion: version });
}

const pick = ({ position, replayed, result }: Pick<AppendResult, 'position' | 'replayed' | 'result'>) => ({ position, replayed, result });

export interface CommandsRun {
  /** One command per stream, each decided from its own stream's history (`followingCommand(stream, command)`). */
  commands: readonly FollowingCommand[];
  metadata: EventMetadata;
  idempotency?: Idempotency;
  /** The answer: stored with the idempotency key, so a repeat answers it again. */
  result: Record<string, unknown>;
}

/**
 * Several commands of equal rank, each on its own stream (a plan that schedules several calendar
 * events): every stream is read, every command decided, and all their events appended in ONE
 * transaction at the versions read. One refusal (a decider's error) or one concurrent change
 * (409: a stream moved since its command's `expectedVersion`, or during the run) and nothing is
 * stored. Commands that decide nothing append nothing; when none decides anything, the answer
 * is at START and nothing is written. A repeated idempotency key answers the first answer
 * before anything is decided, even when nothing is left to write.
 */
export async function executeCommands(store: EventStore, run: CommandsRun): Promise<Pick<AppendResult, 'position' | 'replayed' | 'result'>> {
  const first = await repeatOf(store, run.idempotency);
  if (first) return { position: first.position, replayed: true, result: first.result };
  const decided = await Promise.all(
    run.commands.map(async (command) => {
      const { version, events } = await decideFollowing(store, command);
      return { streamId: command.streamId, streamType: command.streamType, expectedVersion: version, events };
    }),
  );
  const writes = decided.filter((write) => write.events.length > 0);
  if (writes.length === 0) return { position: START, replayed: false, result: run.result };
  const written = await store.appendMany(writes, {
    metadata: run.metadata,
    idempotencyKey: run.idempotency?.key,
    idempotencyFingerprint: run.idempotency?.fingerprint,
    result: run.result,
  });
  return pick(written);
}
