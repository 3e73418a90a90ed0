import { describe, expect, it } from 'vitest';
import type { Decider } from './decider.ts';
import { DomainError } from './errors.ts';
import { DeciderSpecification } from './testing.ts';

type Counted = { type: 'Counted'; data: { by: number } };
const counter: Decider<{ type: 'Count'; data: { by: number } }, Counted, { total: number }> = {
  initialState: { total: 0 },
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide(command, state) {
    if (state.total + command.data.by > 3) throw new DomainError('too many');
    return command.data.by === 0 ? [] : [{ type: 'Counted', data: { by: command.data.by } }];
  },
};
const given = DeciderSpecification.for(counter);
const count = (by: number) => ({ type: 'Count', data: { by } }) as const;
const counted = (by: number): Counted => ({ type: 'Counted', data: { by } });

/** The helper every decider test stands on must itself fail when the decider does not do what is said. */
describe('DeciderSpecification', () => {
  it('passes when the decider does what the specification says', () => {
    given([counted(1)]).when(count(2)).then([counted(2)]);
    given(counted(1)).when(count(0)).thenNothingHappened();
    given([counted(2)]).when(count(2)).thenThrows(DomainError, 'too many');
    given([counted(2)]).when(count(2)).thenThrows(DomainError, (error) => error.message === 'too many');
    given([counted(1), counted(2)]).thenState({ total: 3 });
  });

  it('fails when it does not', () => {
    expect(() => given([]).when(count(2)).then([counted(1)])).toThrow();
    expect(() => given([]).when(count(2)).thenNothingHappened()).toThrow();
    expect(() => given([]).when(count(1)).thenThrows(DomainError)).toThrow('the command was not refused');
    expect(() => given([counted(3)]).when(count(1)).thenThrows(TypeError)).toThrow();
    expect(() => given([counted(3)]).when(count(1)).thenThrows(DomainError, /not that/)).toThrow();
    expect(() => given([counted(3)]).when(count(1)).thenThrows(DomainError, () => false)).toThrow();
    expect(() => given([counted(1)]).thenState({ total: 2 })).toThrow();
  });
});
