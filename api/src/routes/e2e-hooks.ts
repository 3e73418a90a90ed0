import { requestMessageInputSchema } from '@atelier/contracts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { requestKeyOf } from '../requests/path-key.ts';
import { postMessagePlan } from '../requests/thread-commands.ts';
import { commandRoute } from '../routing/command-route.ts';

/**
 * /api/e2e: what the end-to-end suite needs from pages that are not built yet, mounted only
 * when E2E_HOOKS=on (refused with NODE_ENV=production or PostgreSQL; packages/config). Each
 * runs the very command its page will, so a journey reaches the real domain and read models.
 *
 * - POST /api/e2e/requests/{type}/{id}/client-messages `{ text }`: a message from the client,
 *   as her page will post it (docs/product.md#the-clients-page).
 */
export function e2eHookRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    '/requests/:type/:id/client-messages',
    commandRoute(ctx, {
      access: 'public',
      input: jsonInput(requestMessageInputSchema, MAX_TEXT_FORM_BYTES),
      status: 201,
      plan: ({ c, input, at }) => postMessagePlan(requestKeyOf(c), 'client', input.text, at),
    }),
  );

  return app;
}
