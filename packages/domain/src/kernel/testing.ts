import { expect } from 'vitest';
import type { Decider } from './decider.ts';

type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

/** What a thrown error must also match: its message (text or pattern), or a check of the error itself. */
type ErrorCheck<E extends Error> = string | RegExp | ((error: E) => boolean);

const asList = <T>(items: T | readonly T[]): readonly T[] => (Array.isArray(items) ? items : [items as T]);

/**
 * Given/when/then for a decider, in the shape of Emmett's DeciderSpecification:
 *
 *   const given = DeciderSpecification.for(dressOrderDecider);
 *   given([submitted]).when(approve).then([approved]);
 *   given([submitted, approved]).when(deny).thenThrows(IllegalTransition);
 *
 * The history is folded with the decider's own `evolve`, so a test runs the same code as
 * replaying a stream. Pure: no store, no clock.
 */
export const DeciderSpecification = {
  for<Command, Event, State>(decider: Decider<Command, Event, State>) {
    return (history: Event | readonly Event[]) => {
      const state = asList(history).reduce((s, e) => decider.evolve(s, e), decider.initialState);
      return {
        when(command: Command) {
          const decide = (): Event[] => decider.decide(command, state);
          return {
            /** The events decided, in order, exactly. */
            then(expected: Event | readonly Event[]): void {
              expect(decide()).toEqual(asList(expected));
            },
            /** The command is accepted and changes nothing. */
            thenNothingHappened(): void {
              expect(decide()).toEqual([]);
            },
            /** The command is refused with an `errorClass`, which `check` (when given) also matches. */
            thenThrows<E extends Error>(errorClass: ErrorClass<E>, check?: ErrorCheck<E>): void {
              let caught: unknown = undefined;
              try {
                decide();
              } catch (error) {
                caught = error;
              }
              expect(caught, 'the command was not refused').toBeInstanceOf(errorClass);
              const error = caught as E;
              if (typeof check === 'function') expect(check(error), `${error.message} does not pass the check`).toBe(true);
              else if (check !== undefined) expect(error.message).toMatch(check);
            },
          };
        },
        /**
         * The state the history leaves, for a decider whose state the API answers with (ours,
         * not Emmett's: the state is then a contract of its own).
         */
        thenState(expected: State): void {
          expect(state).toEqual(expected);
        },
      };
    };
  },
};
