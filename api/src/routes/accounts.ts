import { accountCreateSchema, type AccountListItem, type AccountRemoved } from '@atelier/contracts';
import { userStream } from '@atelier/domain';
import { listUsers } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { registerUser } from '../accounts/register-user.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { UUID, pathKey } from '../input/path-params.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list } from '../routing/read-routes.ts';
import type { DbSessionStore } from '../sessions/db-session-store.ts';
import { publicUser } from './session-user.ts';

/** A name, a passphrase and a switch: a few hundred bytes at most. */
const MAX_ACCOUNT_BYTES = 4 * 1024;

const accountIdOf = (c: Context<AppEnv>): string => pathKey(c, 'id', UUID, () => badRequest('invalidAccountId'));

/**
 * /api/accounts: an admin lists, creates and removes accounts; every change is an event.
 * Removing an account ends its sessions at once: its rows in `sessions` are deleted, and its
 * read-model row is gone, so a cookie it still holds resolves to nobody.
 */
export function accountRoutes(ctx: AppContext, sessions: DbSessionStore) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    list({
      access: 'admin',
      rows: async () =>
        (await listUsers(ctx.store.db)).map((row): AccountListItem => ({ id: row.id, username: row.username, isAdmin: row.is_admin, createdAt: row.created_at })),
    }),
  );

  /** The same registration as POST /api/register and `pnpm user:create` (accounts/register-user.ts). */
  app.post(
    '/',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(accountCreateSchema, MAX_ACCOUNT_BYTES),
      status: 201,
      async write({ c, input, at, metadata }) {
        const { user, position } = await registerUser(ctx, { account: input, actor: c.get('user'), at, metadata });
        return { position, answer: publicUser(user) };
      },
    }),
  );

  app.delete(
    '/:id',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      status: 200,
      plan({ c, at }) {
        const userId = accountIdOf(c);
        const removedBy = c.get('user')?.id ?? '';
        return {
          stream: userStream(userId),
          command: { type: 'RemoveUser' as const, data: { userId, removedBy, at } },
          answer: { id: userId, removed: true } satisfies AccountRemoved,
          onStored: () => sessions.revokeUser(userId),
        };
      },
    }),
  );

  return app;
}
