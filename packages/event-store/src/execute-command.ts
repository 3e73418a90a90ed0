import type { Decider, DomainEvent } from '@atelier/domain';
import type { EventStore } from './event-store.ts';
import { ConcurrencyError } from './errors.ts';
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
  decide(history: readonly StoredEvent[]): NewEvent[];
}

const toNewEvent = (e: DomainEvent): NewEvent => ({ type: e.type, data: e.data, pii: e.pii });

/** A FollowingCommand made of a decider and one of its commands. */
export function followingCommand<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  streamId: string,
  streamType: string,
  command: Command,
): FollowingCommand {
  return {
    streamId,
    streamType,
    decide(history) {
      const state = history.reduce((s, stored) => decider.evolve(s, { type: stored.type, data: stored.data } as Event), decider.initialState);
      return decider.decide(command, state).map(toNewEvent);
    },
  };
}

export interface CommandRun<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  streamId: string;
  streamType: string;
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
export async function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  run: CommandRun<Command, Event, State>,
): Promise<AppendResult> {
  const { version, events: history } = await store.readStream(run.streamId);
  if (run.expectedVersion !== undefined && run.expectedVersion !== version) {
    throw new ConcurrencyError(run.streamId, run.expectedVersion, version);
  }
  const evolve = (s: State, event: Event) => run.decider.evolve(s, event);
  const state = history.reduce((s, stored) => evolve(s, { type: stored.type, data: stored.data } as Event), run.decider.initialState);
  const events = run.decider.decide(run.command, state);
  const result = typeof run.result === 'function' ? run.result(events.reduce(evolve, state), version + events.length) : run.result;
  const followers = await Promise.all(
    (run.also ?? []).map(async (follower) => {
      const read = await store.readStream(follower.streamId);
      return { follower, version: read.version, events: follower.decide(read.events) };
    }),
  );
  const moved = followers.filter((f) => f.events.length > 0);
  if (events.length === 0 && moved.length === 0) {
    const last = history.at(-1);
    return { streamId: run.streamId, nextVersion: version, position: last ? positionOfEvent(last) : START, replayed: false, result };
  }
  if (moved.length > 0) {
    const main = events.length > 0 ? [{ streamId: run.streamId, streamType: run.streamType, expectedVersion: version, events: events.map(toNewEvent) }] : [];
    const written = await store.appendMany(
      [...main, ...moved.map((f) => ({ streamId: f.follower.streamId, streamType: f.follower.streamType, expectedVersion: f.version, events: f.events }))],
      { metadata: run.metadata, idempotencyKey: run.idempotency?.key, idempotencyFingerprint: run.idempotency?.fingerprint, result },
    );
    return { streamId: run.streamId, nextVersion: written.versions[run.streamId] ?? version, ...pick(written) };
  }
  return store.append(
    run.streamId,
    events.map((e) => ({ type: e.type, data: e.data, pii: e.pii })),
    {
      streamType: run.streamType,
      expectedVersion: version,
      metadata: run.metadata,
      idempotencyKey: run.idempotency?.key,
      idempotencyFingerprint: run.idempotency?.fingerprint,
      result,
    },
  );
}

const pick = ({ position, replayed, result }: Pick<AppendResult, 'position' | 'replayed' | 'result'>) => ({ position, replayed, result });
