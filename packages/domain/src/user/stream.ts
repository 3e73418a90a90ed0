import { normaliseUsername } from './username.ts';

export const USER_STREAM_TYPE = 'user';
/** One stream per normalised username: appending to it at version 0 is what makes names unique. */
export const USERNAME_STREAM_TYPE = 'username';

export const userStreamId = (userId: string): string => `${USER_STREAM_TYPE}-${userId}`;

export const usernameStreamId = (username: string): string => `${USERNAME_STREAM_TYPE}-${normaliseUsername(username)}`;
