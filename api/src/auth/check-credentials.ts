import { normaliseUsername } from '@atelier/domain';
import { findUserByUsernameKey } from '@atelier/projections';
import type { AppContext, AuthUser } from '../context.ts';
import { invalidCredentials } from '../errors.ts';
import type { LoginThrottle } from '../middleware/login-throttle.ts';

/**
 * The account a username and password name, within the sign-in throttle (ADR 013); a wrong
 * pair is 401 and counts against the address and the name.
 */
export async function checkCredentials(
  ctx: Pick<AppContext, 'store' | 'passwords' | 'logger'>,
  throttle: LoginThrottle,
  attempt: { ip: string; username: string; password: string },
): Promise<AuthUser> {
  const key = normaliseUsername(attempt.username);
  const held = await throttle.begin(attempt.ip, key);
  try {
    const row = await findUserByUsernameKey(ctx.store.db, key);
    // Unknown names still cost one hash, so response time does not reveal which exist.
    const valid = await ctx.passwords.verify(attempt.password, row?.password_hash ?? ctx.passwords.dummyHash);
    if (!row || !valid) {
      held.failed();
      ctx.logger.warn('login failed', { ip: attempt.ip, username: key, delayMs: held.delayMs });
      throw invalidCredentials();
    }
    held.succeeded();
    return { id: row.id, username: row.username, isAdmin: row.is_admin };
  } finally {
    held.release();
  }
}
