import { loginSchema, registerSchema } from '@atelier/contracts';
import { countUsers } from '@atelier/projections';
import { Hono } from 'hono';
import { registerUser } from '../accounts/register-user.ts';
import { checkCredentials } from '../auth/check-credentials.ts';
import { clientIp } from '../client-ip.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { LoginThrottle, realSleep } from '../middleware/login-throttle.ts';
import { commandRoute } from '../routing/command-route.ts';
import { customRoute } from '../routing/custom-route.ts';
import { privateRead } from '../routing/read-routes.ts';
import { publicUser, signIn } from './session-user.ts';

/** Credentials and registration fields are small: a few hundred bytes at most. */
const MAX_CREDENTIALS_BYTES = 4 * 1024;

/**
 * Signing in and out, and the first registration. Sessions live outside the event log
 * (ADR 004), so signing in and out are handlers of their own (routing/custom-route.ts).
 */
export function authRoutes(ctx: AppContext) {
  const throttle = new LoginThrottle({ now: ctx.now, sleep: ctx.sleep ?? realSleep });
  const app = new Hono<AppEnv>();

  app.get('/user', privateRead({ access: 'signed-in', answer: (c) => publicUser(c.get('user')!) }));

  app.post(
    '/login',
    customRoute({ access: 'public', input: jsonInput(loginSchema, MAX_CREDENTIALS_BYTES) }, async ({ c, input: { username, password } }) => {
      const user = await checkCredentials(ctx, throttle, { ip: clientIp(c, ctx.config.trustProxy), username, password });
      signIn(c, user, ctx.now());
      ctx.logger.info('login', { userId: user.id });
      return c.json(publicUser(user));
    }),
  );

  /** Whether this caller may create an account now: anyone before the first one, then only an admin. */
  app.get(
    '/register',
    privateRead({ access: 'public', answer: async (c) => ({ open: c.get('user')?.isAdmin === true || (await countUsers(ctx.store.db)) === 0 }) }),
  );

  /**
   * Open to anyone until the first account exists, then an admin's (the registration decides,
   * ADR 005). The first account signs itself in; an admin creating a colleague stays who she is.
   */
  app.post(
    '/register',
    commandRoute(ctx, {
      access: 'public',
      input: jsonInput(registerSchema, MAX_CREDENTIALS_BYTES),
      status: 201,
      async write({ c, input, at, metadata }) {
        const actor = c.get('user');
        const { user, position } = await registerUser(ctx, { account: input, actor, at, metadata });
        if (!actor) signIn(c, user, ctx.now());
        return { position, answer: publicUser(user) };
      },
    }),
  );

  app.post(
    '/logout',
    customRoute({ access: 'public', input: noInput }, ({ c }) => {
      c.get('session').deleteSession();
      c.set('user', null);
      return c.body(null, 204);
    }),
  );

  return app;
}
