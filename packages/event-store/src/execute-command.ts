import type { Decider, DomainEvent } from '@atelier/domain';
import type { EventStore } from './event-store.ts';
import type { AppendResult, EventMetadata } from './types.ts';

/** A client's Idempotency-Key, bound to a digest of what it was first sent with. */
export interface Idempotency {
  key: string;
  fingerprint: string;
}

export interface CommandRun<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  streamId: string;
  streamType: string;
  command: Command;
  metadata: EventMetadata;
  idempotency?: Idempotency;
  /** What a repeat of the idempotency key answers with. */
  result?: unknown;
}

/**
 * Load → decide → append with the version that was loaded. A concurrent writer makes
 * the append fail with ConcurrencyError (409) instead of overwriting its decision.
 */
export async function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  run: CommandRun<Command, Event, State>,
): Promise<AppendResult> {
  const { version, events: history } = await store.readStream(run.streamId);
  const state = history.reduce(
    (s, stored) => run.decider.evolve(s, { type: stored.type, data: stored.data } as Event),
    run.decider.initialState,
  );
  const events = run.decider.decide(run.command, state);
  return store.append(
    run.streamId,
    events.map((e) => ({ type: e.type, data: e.data, pii: e.pii })),
    {
      streamType: run.streamType,
      expectedVersion: version,
      metadata: run.metadata,
      idempotencyKey: run.idempotency?.key,
      idempotencyFingerprint: run.idempotency?.fingerprint,
      result: run.result,
    },
  );
}
