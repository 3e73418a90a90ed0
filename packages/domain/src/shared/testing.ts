import { expect } from 'vitest';
import type { Decider } from './decider.ts';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Given/when/then for deciders: the past is a list of events, folded with the
 * decider's own `evolve`, so tests exercise the same code path as replaying a stream.
 */
export function scenario<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return {
    given(...history: Event[]) {
      const state = history.reduce((s, e) => decider.evolve(s, e), decider.initialState);
      return {
        when(command: Command) {
          const run = (): Event[] => decider.decide(command, state);
          return {
            then(expected: Event[]): void {
              expect(run()).toEqual(expected);
            },
            thenThrows(errorClass: ErrorClass, message?: string | RegExp): void {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(errorClass);
              if (message !== undefined) expect((caught as Error).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}

/** Folds a history into a state, for assertions about `evolve` alone. */
export function stateAfter<Command, Event, State>(decider: Decider<Command, Event, State>, ...history: Event[]): State {
  return history.reduce((s, e) => decider.evolve(s, e), decider.initialState);
}
