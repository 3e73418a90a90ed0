import { normaliseUsername } from './username.ts';
import { aggregateStream } from '../kernel/decider.ts';
import { userDecider } from './user-decider.ts';
import { usernameDecider } from './username-decider.ts';

export const USER_STREAM_TYPE = 'user';
/** One stream per normalised username: appending to it at version 0 is what makes names unique. */
export const USERNAME_STREAM_TYPE = 'username';

export const userStreamId = (userId: string): string => `${USER_STREAM_TYPE}-${userId}`;

export const usernameStreamId = (username: string): string => `${USERNAME_STREAM_TYPE}-${normaliseUsername(username)}`;

/** One account's stream: its decider, id and type as one value. */
export const userStream = (userId: string) => aggregateStream(userDecider, USER_STREAM_TYPE, userStreamId(userId));

/** One username's reservation stream: its decider, id and type as one value. */
export const usernameStream = (username: string) => aggregateStream(usernameDecider, USERNAME_STREAM_TYPE, usernameStreamId(username));
