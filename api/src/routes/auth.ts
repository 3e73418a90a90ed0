import { loginSchema, registerSchema } from '@atelier/contracts';
import { normaliseUsername } from '@atelier/domain';
import { countUsers, findUserByUsernameKey } from '@atelier/projections';
import { Hono } from 'hono';
import { registerUser } from '../accounts/register-user.ts';
import { metadataFor } from '../commands/metadata.ts';
import { respondWhenProjected } from '../commands/respond.ts';
import { clientIp } from '../client-ip.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { invalidCredentials, unauthorized } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { LoginThrottle, realSleep } from '../middleware/login-throttle.ts';
import { publicUser, signIn } from './session-user.ts';

/** Credentials and registration fields are small: a few hundred bytes at most. */
const login = jsonInput(loginSchema, 4 * 1024);
const registration = jsonInput(registerSchema, 4 * 1024);

export function authRoutes(ctx: AppContext) {
  const throttle = new LoginThrottle({ now: ctx.now, sleep: ctx.sleep ?? realSleep });
  const app = new Hono<AppEnv>();

  app.get('/user', (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    return c.json(publicUser(user));
  });

  app.post('/login', async (c) => {
    const { username, password } = (await login.read(c)).value;
    const key = normaliseUsername(username);
    const ip = clientIp(c, ctx.config.trustProxy);
    const attempt = await throttle.begin(ip, key);
    try {
      const row = await findUserByUsernameKey(ctx.store.db, key);
      // Unknown names still cost one hash, so response time does not reveal which exist.
      const valid = await ctx.passwords.verify(password, row?.password_hash ?? ctx.passwords.dummyHash);
      if (!row || !valid) {
        attempt.failed();
        ctx.logger.warn('login failed', { ip, username: key, delayMs: attempt.delayMs });
        throw invalidCredentials();
      }
      attempt.succeeded();
      const user = { id: row.id, username: row.username, isAdmin: row.is_admin };
      signIn(c, user, ctx.now());
      ctx.logger.info('login', { userId: user.id });
      return c.json(publicUser(user));
    } finally {
      attempt.release();
    }
  });

  /** Whether this caller may create an account now: anyone before the first one, then only an admin. */
  app.get('/register', async (c) => {
    c.header('Cache-Control', 'no-store');
    const open = c.get('user')?.isAdmin === true || (await countUsers(ctx.store.db)) === 0;
    return c.json({ open });
  });

  app.post('/register', async (c) => {
    const input = (await registration.read(c)).value;
    const actor = c.get('user');
    const { user, position } = await registerUser(ctx.store, ctx.passwords, {
      username: input.username,
      password: input.password,
      requestedAdmin: input.isAdmin ?? false,
      actor,
      now: ctx.now(),
      metadata: metadataFor(c),
    });
    ctx.logger.info('user registered', { userId: user.id, isAdmin: user.isAdmin, by: actor?.id ?? 'first registration' });
    // The first account signs itself in; an admin creating a colleague stays who she is.
    if (!actor) signIn(c, user, ctx.now());
    return respondWhenProjected(c, ctx, position, publicUser(user), 201);
  });

  app.post('/logout', (c) => {
    c.get('session').deleteSession();
    c.set('user', null);
    return c.body(null, 204);
  });

  return app;
}
