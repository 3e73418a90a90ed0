/**
 * A pure aggregate: `decide` turns a command into events given the current state,
 * `evolve` folds one event into the state. Time and ids arrive inside the command.
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

export function assertNever(value: never): never {
  throw new Error(`Unhandled variant: ${JSON.stringify(value)}`);
}
