import { requestMessageInputSchema, requestThreadReadSchema } from '@atelier/contracts';
import { requestStreamId } from '@atelier/domain';
import { findRequest, threadOf } from '@atelier/projections';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { requestKeyOf } from '../requests/path-key.ts';
import { markThreadReadPlan, postMessagePlan } from '../requests/thread-commands.ts';
import { commandRoute } from '../routing/command-route.ts';
import { privateRead } from '../routing/read-routes.ts';

/** `{ "upTo": 12 }`. */
const MAX_READ_MARK_BYTES = 256;

/**
 * /api/requests/{type}/{id}/messages: the staff's side of a request's thread
 * (docs/product.md#the-clients-page). Reading it marks nothing: the dialog says what was read.
 * Every reply goes out by mail (ADR 045) and shows on her page.
 */
export function requestThreadRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/:type/:id/messages',
    privateRead({
      access: 'signed-in',
      async answer(c) {
        const key = requestKeyOf(c);
        if (!(await findRequest(ctx.store, key.type, key.id))) throw notFound('requestNotFound');
        return threadOf(ctx.store, requestStreamId(key.type, key.id));
      },
    }),
  );

  app.post(
    '/:type/:id/messages',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(requestMessageInputSchema, MAX_TEXT_FORM_BYTES),
      status: 201,
      plan: ({ c, input, at }) => postMessagePlan(requestKeyOf(c), 'atelier', input.text, at),
    }),
  );

  app.post(
    '/:type/:id/messages/read',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(requestThreadReadSchema, MAX_READ_MARK_BYTES),
      status: 200,
      plan: ({ c, input, at }) => markThreadReadPlan(requestKeyOf(c), input.upTo, at),
    }),
  );

  return app;
}
