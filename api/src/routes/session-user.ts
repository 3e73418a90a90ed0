import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../context.ts';

/** Signs the user in on this session, under a fresh session id (no fixation). */
export function signIn(c: Context<AppEnv>, user: AuthUser, now: Date): void {
  const session = c.get('session');
  session.set('userId', user.id);
  session.set('signedInAt', now.toISOString());
  c.set('session_key_rotation', true);
  c.set('user', user);
}

export const publicUser = (user: AuthUser) => ({ id: user.id, username: user.username, isAdmin: user.isAdmin });
