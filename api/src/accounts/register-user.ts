import type { RegisterOutput } from '@atelier/contracts';
import { FIRST_USER_STREAM_ID, REGISTRATION_STREAM_TYPE, RegistrationClosed, decideRegistration, firstUserClaimed, userStream, usernameStream } from '@atelier/domain';
import { ConcurrencyError, type EventMetadata, type Position, type StreamWrite } from '@atelier/event-store';
import type { AppContext } from '../context.ts';
import { alreadyExists } from '../errors.ts';

export interface Registration {
  /** The account's fields, validated with the contracts' schema. */
  account: RegisterOutput;
  /** Who asks: a signed-in user, or nobody (the first registration). */
  actor: { isAdmin: boolean } | null;
  at: string;
  metadata: EventMetadata;
}

export interface RegisteredUser {
  user: { id: string; username: string; isAdmin: boolean };
  position: Position;
}

/**
 * The one way an account is created: the first registration, an admin creating a colleague
 * (POST /api/register and POST /api/accounts) and `pnpm user:create` all come here (ADR 005).
 * Writes the user, its username reservation and (for the very first account) the first-user
 * claim in ONE append: a taken name or a lost first-user race writes nothing.
 */
export async function registerUser(deps: Pick<AppContext, 'store' | 'passwords'>, registration: Registration): Promise<RegisteredUser> {
  const firstUser = await deps.store.readStream(FIRST_USER_STREAM_ID);
  const decision = decideRegistration({
    usersExist: firstUser.version >= 0,
    actor: registration.actor,
    requestedAdmin: registration.account.isAdmin ?? false,
  });
  const userId = crypto.randomUUID();
  const username = registration.account.username.trim();
  const passwordHash = await deps.passwords.hash(registration.account.password);
  const user = userStream(userId);
  const name = usernameStream(username);
  const writes: StreamWrite[] = [
    {
      streamId: user.streamId,
      streamType: user.streamType,
      expectedVersion: -1,
      events: user.decider.decide(
        { type: 'RegisterUser', data: { userId, username, passwordHash, isAdmin: decision.isAdmin, registeredAt: registration.at } },
        user.decider.initialState,
      ),
    },
    {
      streamId: name.streamId,
      streamType: name.streamType,
      expectedVersion: -1,
      events: name.decider.decide({ type: 'ReserveUsername', data: { username, userId } }, name.decider.initialState),
    },
  ];
  if (decision.claimsFirstUser) {
    writes.push({ streamId: FIRST_USER_STREAM_ID, streamType: REGISTRATION_STREAM_TYPE, expectedVersion: -1, events: [firstUserClaimed(userId, registration.at)] });
  }
  try {
    const result = await deps.store.appendMany(writes, { metadata: registration.metadata });
    return { user: { id: userId, username, isAdmin: decision.isAdmin }, position: result.position };
  } catch (error) {
    if (error instanceof ConcurrencyError && error.streamId === FIRST_USER_STREAM_ID) throw new RegistrationClosed(false);
    if (error instanceof ConcurrencyError) throw alreadyExists('usernameTaken');
    throw error;
  }
}
