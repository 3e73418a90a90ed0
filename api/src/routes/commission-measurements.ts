import { measurementPinSchema, type CommissionMeasurementsAnswer } from '@atelier/contracts';
import { clientStream } from '@atelier/domain';
import { clientOfRequest, measurementDrift } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { attachNewRequests } from '../clients/attach-requests.ts';
import { commissionRequestOf } from '../commission-plan/commission-request.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { commandRoute } from '../routing/command-route.ts';
import { privateRead } from '../routing/read-routes.ts';

/**
 * The client of an approved request's commission (its key), her newest requests attached first:
 * 404 when there is no commission, 409 when her data was erased, as its plan answers (ADR 028).
 */
async function commissionClient(ctx: AppContext, c: Context<AppEnv>): Promise<{ commissionId: string; clientId: string }> {
  const commissionId = c.req.param('id') ?? '';
  await commissionRequestOf(ctx, commissionId);
  await attachNewRequests(ctx);
  const clientId = await clientOfRequest(ctx.store.db, commissionId);
  if (!clientId) throw notFound('commissionNotFound');
  return { commissionId, clientId };
}

/**
 * GET /api/commissions/{id}/measurements: the set the commission is made to and how her current
 * set drifted from it (docs/product.md#clients-and-measurements), for its screen.
 * POST /api/commissions/{id}/measurements/pin {setId}: the commission (its approved request's
 * key) is made to one of its client's sets. The pin is kept on the client (ADR 047), whose
 * history holds the set, so the drift of newer sets is hers to show.
 */
export function commissionMeasurementRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/measurements',
    privateRead({
      access: 'signed-in',
      async answer(c): Promise<CommissionMeasurementsAnswer> {
        const { commissionId, clientId } = await commissionClient(ctx, c);
        return { clientId, pin: await measurementDrift(ctx.store, commissionId) };
      },
    }),
  );

  app.post(
    '/:id/measurements/pin',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(measurementPinSchema, MAX_TEXT_FORM_BYTES),
      status: 200,
      async plan({ c, input, at }) {
        const { commissionId, clientId } = await commissionClient(ctx, c);
        return {
          stream: clientStream(clientId),
          command: { type: 'PinCommissionMeasurements' as const, data: { clientId, commissionId, setId: input.setId, at } },
          answer: { commissionId, setId: input.setId, clientId },
        };
      },
    }),
  );

  return app;
}
