/**
 * What the event store runs: any pure aggregate of this shape, whoever wrote it. The domain
 * declares its deciders without importing this package; they fit by their shape alone
 * (docs/decisions/035-declared-routes-and-stream-values.md).
 */
export interface Decider<Command, Event extends DecidedEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** An event as a decider emits it; `pii` names the data keys that are personal data. */
export interface DecidedEvent {
  type: string;
  data: Record<string, unknown>;
  pii?: readonly string[];
}

/** One aggregate's stream: the decider that runs it, and where its events are kept. */
export interface AggregateStream<Command, Event extends DecidedEvent, State> {
  decider: Decider<Command, Event, State>;
  streamId: string;
  streamType: string;
}

/** The state a stream's history leads to, folded with the stream's own decider. */
export function foldHistory<Command, Event extends DecidedEvent, State>(
  decider: Decider<Command, Event, State>,
  history: readonly Pick<DecidedEvent, 'type' | 'data'>[],
): State {
  return history.reduce((state, stored) => decider.evolve(state, { type: stored.type, data: stored.data } as Event), decider.initialState);
}
