import { accountCreateSchema, type AccountListItem, type AccountRemoved } from '@atelier/contracts';
import { USER_STREAM_TYPE, userDecider, userStreamId } from '@atelier/domain';
import { listUsers } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { registerUser } from '../accounts/register-user.ts';
import { commandRoute } from '../commands/command-route.ts';
import { metadataFor } from '../commands/metadata.ts';
import { respondWhenProjected } from '../commands/respond.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { queryInput } from '../input/query-input.ts';
import { requireAdmin } from '../middleware/auth.ts';
import type { DbSessionStore } from '../sessions/db-session-store.ts';
import { publicUser } from './session-user.ts';

/** A name, a passphrase and a switch: a few hundred bytes at most. */
const creation = jsonInput(accountCreateSchema, 4 * 1024);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function accountIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw badRequest('invalidAccountId');
  return id;
}

/**
 * /api/accounts: an admin lists, creates and removes accounts (product decisions, "Accounts
 * screen"); every change is an event. Removing an account ends its sessions at once: its
 * rows in `sessions` are deleted, and its read-model row is gone, so a cookie it still holds
 * resolves to nobody.
 */
export function accountRoutes(ctx: AppContext, sessions: DbSessionStore) {
  const app = new Hono<AppEnv>();

  app.get('/', requireAdmin, async (c) => {
    const rows = await listUsers(ctx.store.db);
    return c.json(rows.map((row): AccountListItem => ({ id: row.id, username: row.username, isAdmin: row.is_admin, createdAt: row.created_at })));
  });

  /** The same registration as POST /api/register and `pnpm user:create` (ADR 005): user and name reservation in one append. */
  app.post('/', requireAdmin, async (c) => {
    const input = (await creation.read(c)).value;
    const actor = c.get('user');
    const { user, position } = await registerUser(ctx.store, ctx.passwords, {
      username: input.username,
      password: input.password,
      requestedAdmin: input.isAdmin ?? false,
      actor,
      now: ctx.now(),
      metadata: metadataFor(c),
    });
    ctx.logger.info('account created', { userId: user.id, isAdmin: user.isAdmin, by: actor?.id });
    return respondWhenProjected(c, ctx, position, publicUser(user), 201);
  });

  const remove = commandRoute(ctx, {
    access: 'admin',
    input: queryInput(v.object({})),
    status: 200,
    plan({ c }) {
      const userId = accountIdOf(c);
      const removedBy = c.get('user')?.id ?? '';
      return {
        decider: userDecider,
        streamId: userStreamId(userId),
        streamType: USER_STREAM_TYPE,
        command: { type: 'RemoveUser' as const, data: { userId, removedBy, at: ctx.now().toISOString() } },
        answer: { id: userId, removed: true } satisfies AccountRemoved,
      };
    },
  });

  app.delete('/:id', async (c, next) => {
    const response = await remove(c, next);
    // Only reached once UserRemoved is stored: a refusal has thrown above.
    await sessions.revokeUser(accountIdOf(c));
    return response;
  });

  return app;
}
