import { assertNever, type Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { UserCommand } from './commands.ts';
import { USER_REGISTERED, type UserEvent } from './events.ts';

export interface UserState {
  registered: boolean;
}

export const initialUserState: UserState = { registered: false };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case USER_REGISTERED:
      return { registered: true };
    default:
      return assertNever(event.type);
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.registered) throw new DomainError(`User ${command.data.userId} already registered`);
      const { userId, username, passwordHash, isAdmin, registeredAt } = command.data;
      // The username is kept as typed (for display); uniqueness is enforced on its normalised form elsewhere.
      return [{ type: USER_REGISTERED, data: { userId, username, passwordHash, isAdmin, registeredAt } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
