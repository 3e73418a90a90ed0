/**
 * A pure aggregate: `decide` turns a command into events given the current state,
 * `evolve` folds one event into the state. Time and ids arrive inside the command.
 * The event store runs any decider of this shape without either package importing the other
 * (docs/decisions/035-declared-routes-and-stream-values.md).
 */
export interface Decider<Command, Event, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** An event as the domain emits it; `pii` names the data keys that are personal data. */
export interface DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> {
  type: Type;
  data: Data;
  pii?: readonly string[];
}

/**
 * One aggregate's stream as a single value: the decider that runs it, and its id and type in
 * the event store. Each domain folder's `stream.ts` exports its own (`dressOrderStream(7)`).
 */
export interface AggregateStream<Command, Event extends DomainEvent, State> {
  decider: Decider<Command, Event, State>;
  streamId: string;
  streamType: string;
}

export const aggregateStream = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  streamType: string,
  streamId: string,
): AggregateStream<Command, Event, State> => ({ decider, streamId, streamType });

export function assertNever(value: never): never {
  throw new Error(`Unhandled variant: ${JSON.stringify(value)}`);
}
