import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { UsernameCommand } from './commands.ts';
import { USERNAME_RESERVED, type UsernameEvent } from './events.ts';
import { normaliseUsername } from './username.ts';

export interface UsernameState {
  reservedBy: string | null;
}

export const initialUsernameState: UsernameState = { reservedBy: null };

export function evolveUsername(_state: UsernameState, event: UsernameEvent): UsernameState {
  switch (event.type) {
    case USERNAME_RESERVED:
      return { reservedBy: event.data.userId };
    default:
      return assertNever(event.type);
  }
}

/** A name, once taken, stays taken: there is no release, so an old user's name is never reused for someone else. */
export function decideUsername(command: UsernameCommand, state: UsernameState): UsernameEvent[] {
  switch (command.type) {
    case 'ReserveUsername': {
      if (state.reservedBy !== null) throw new DomainError('username taken');
      const { username, userId } = command.data;
      return [{ type: USERNAME_RESERVED, data: { username: normaliseUsername(username), userId } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const usernameDecider: Decider<UsernameCommand, UsernameEvent, UsernameState> = {
  initialState: initialUsernameState,
  evolve: evolveUsername,
  decide: decideUsername,
};
