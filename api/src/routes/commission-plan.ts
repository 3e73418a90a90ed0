import { planAcceptSchema } from '@atelier/contracts';
import { executeCommands } from '@atelier/event-store';
import { Hono } from 'hono';
import { planAcceptance } from '../commission-plan/accept-plan.ts';
import { planAnswer, planFactsOf } from '../commission-plan/plan-answer.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { commandRoute } from '../routing/command-route.ts';
import { privateRead } from '../routing/read-routes.ts';

/**
 * /api/commissions/{id}/plan: the fittings and delivery planned back from the occasion date, for
 * staff. Accepting schedules them as calendar events, all in one append (ADR 053).
 */
export function commissionPlanRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/plan',
    privateRead({
      access: 'signed-in',
      answer: async (c) => {
        const commissionId = c.req.param('id') ?? '';
        return planAnswer(commissionId, await planFactsOf(ctx, commissionId, ctx.now()));
      },
    }),
  );

  app.post(
    '/:id/plan/accept',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(planAcceptSchema, MAX_TEXT_FORM_BYTES),
      // Not If-Match: the plan writes new streams only, and no one version stands for it (ADR 053).
      idempotencyScope: 'commission-plan',
      status: 200,
      async write({ c, input, at, metadata, idempotency }) {
        const commissionId = c.req.param('id') ?? '';
        const facts = await planFactsOf(ctx, commissionId, new Date(at));
        const { commands, answer } = await planAcceptance(ctx, commissionId, input, facts, at, c.get('lang'));
        const written = await executeCommands(ctx.store, { commands, metadata, idempotency, result: { ...answer } });
        return { position: written.position, answer: written.result as Record<string, unknown> };
      },
    }),
  );

  return app;
}
