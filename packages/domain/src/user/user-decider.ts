import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import type { RemoveUser, UserCommand } from './commands.ts';
import { USER_REGISTERED, USER_REMOVED, type UserEvent } from './events.ts';

export interface UserState {
  registered: boolean;
  removed: boolean;
}

export const initialUserState: UserState = { registered: false, removed: false };

/** What the API names in its 404 (error-handler.ts). */
export const ACCOUNT_ENTITY = 'account';

/** An admin cannot remove her own account: the atelier would be left with no way in, or one admin fewer by accident. */
export class CannotRemoveOwnAccount extends DomainError {
  override name = 'CannotRemoveOwnAccount';
  constructor() {
    super('An account cannot remove itself');
  }
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case USER_REGISTERED:
      return { ...state, registered: true };
    case USER_REMOVED:
      return { ...state, removed: true };
    default:
      return assertNever(event);
  }
}

function remove(command: RemoveUser, state: UserState): UserEvent[] {
  const { userId, removedBy, at } = command.data;
  if (!state.registered || state.removed) throw new NotFound(ACCOUNT_ENTITY, userId);
  if (removedBy === userId) throw new CannotRemoveOwnAccount();
  return [{ type: USER_REMOVED, data: { userId, removedBy, removedAt: at } }];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.registered) throw new DomainError(`User ${command.data.userId} already registered`);
      const { userId, username, passwordHash, isAdmin, registeredAt } = command.data;
      // The username is kept as typed (for display); uniqueness is enforced on its normalised form elsewhere.
      return [{ type: USER_REGISTERED, data: { userId, username, passwordHash, isAdmin, registeredAt } }];
    }
    case 'RemoveUser':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
