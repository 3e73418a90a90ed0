import {
  FIRST_USER_STREAM_ID,
  REGISTRATION_STREAM_TYPE,
  RegistrationClosed,
  USERNAME_STREAM_TYPE,
  USER_STREAM_TYPE,
  decideRegistration,
  firstUserClaimed,
  userDecider,
  userStreamId,
  usernameDecider,
  usernameStreamId,
} from '@atelier/domain';
import { ConcurrencyError, type EventMetadata, type EventStore, type Position, type StreamWrite } from '@atelier/event-store';
import type { PasswordHasher } from '../auth/password.ts';
import { alreadyExists } from '../errors.ts';

export interface Registration {
  username: string;
  password: string;
  requestedAdmin: boolean;
  actor: { isAdmin: boolean } | null;
  now: Date;
  metadata: EventMetadata;
}

export interface RegisteredUser {
  user: { id: string; username: string; isAdmin: boolean };
  position: Position;
}

/**
 * Writes the user, its username reservation and (for the very first account) the
 * first-user claim in ONE append: a taken name or a lost first-user race writes nothing.
 * The API route and `pnpm user:create` both come through here.
 */
export async function registerUser(store: EventStore, passwords: PasswordHasher, registration: Registration): Promise<RegisteredUser> {
  const firstUser = await store.readStream(FIRST_USER_STREAM_ID);
  const decision = decideRegistration({
    usersExist: firstUser.version >= 0,
    actor: registration.actor,
    requestedAdmin: registration.requestedAdmin,
  });
  const userId = crypto.randomUUID();
  const at = registration.now.toISOString();
  const username = registration.username.trim();
  const passwordHash = await passwords.hash(registration.password);
  const userEvents = userDecider.decide(
    { type: 'RegisterUser', data: { userId, username, passwordHash, isAdmin: decision.isAdmin, registeredAt: at } },
    userDecider.initialState,
  );
  const nameEvents = usernameDecider.decide({ type: 'ReserveUsername', data: { username, userId } }, usernameDecider.initialState);
  const writes: StreamWrite[] = [
    { streamId: userStreamId(userId), streamType: USER_STREAM_TYPE, expectedVersion: -1, events: userEvents },
    { streamId: usernameStreamId(username), streamType: USERNAME_STREAM_TYPE, expectedVersion: -1, events: nameEvents },
  ];
  if (decision.claimsFirstUser) {
    writes.push({ streamId: FIRST_USER_STREAM_ID, streamType: REGISTRATION_STREAM_TYPE, expectedVersion: -1, events: [firstUserClaimed(userId, at)] });
  }
  try {
    const result = await store.appendMany(writes, { metadata: registration.metadata });
    return { user: { id: userId, username, isAdmin: decision.isAdmin }, position: result.position };
  } catch (error) {
    if (error instanceof ConcurrencyError && error.streamId === FIRST_USER_STREAM_ID) throw new RegistrationClosed(false);
    if (error instanceof ConcurrencyError) throw alreadyExists('usernameTaken');
    throw error;
  }
}
