import type { Decider, DomainEvent } from '@atelier/domain';
import type { EventStore } from './event-store.ts';
import { positionOfEvent } from './read.ts';
import { START, type AppendResult, type EventMetadata } from './types.ts';

/** A client's Idempotency-Key, bound to a digest of what it was first sent with. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

/** What a command answers: fixed in advance, or made from the state its events lead to (an edited item). */
export type CommandResult<State> = Record<string, unknown> | ((state: State) => Record<string, unknown>);

export interface CommandRun<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  streamId: string;
  streamType: string;
  command: Command;
  metadata: EventMetadata;
  idempotency?: Idempotency;
  /** What a repeat of the idempotency key answers with. */
  result?: CommandResult<State>;
}

/**
 * Load → decide → append with the version that was loaded. A concurrent writer makes
 * the append fail with ConcurrencyError (409) instead of overwriting its decision.
 * A command that changes nothing (an edit to the values already there) appends nothing and
 * answers at the position of the stream's last event.
 */
export async function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  run: CommandRun<Command, Event, State>,
): Promise<AppendResult> {
  const { version, events: history } = await store.readStream(run.streamId);
  const evolve = (s: State, event: Event) => run.decider.evolve(s, event);
  const state = history.reduce((s, stored) => evolve(s, { type: stored.type, data: stored.data } as Event), run.decider.initialState);
  const events = run.decider.decide(run.command, state);
  const result = typeof run.result === 'function' ? run.result(events.reduce(evolve, state)) : run.result;
  if (events.length === 0) {
    const last = history.at(-1);
    return { streamId: run.streamId, nextVersion: version, position: last ? positionOfEvent(last) : START, replayed: false, result };
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
