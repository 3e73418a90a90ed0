import { measurementPinSchema } from '@atelier/contracts';
import { clientStream } from '@atelier/domain';
import { clientOfRequest, findRequest } from '@atelier/projections';
import { Hono } from 'hono';
import { attachNewRequests } from '../clients/attach-requests.ts';
import { pathRequestKey, requestOfKey } from '../clients/client-id.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { commandRoute } from '../routing/command-route.ts';

/**
 * POST /api/commissions/{id}/measurements/pin {setId}: the commission (its approved request's
 * key) is made to one of its client's sets. The pin is kept on the client (ADR 047), whose
 * history holds the set, so the drift of newer sets is hers to show.
 */
export function commissionMeasurementRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    '/:id/measurements/pin',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(measurementPinSchema, MAX_TEXT_FORM_BYTES),
      status: 200,
      async plan({ c, input, at }) {
        const commissionId = pathRequestKey(c, 'id', 'pinCommissionNotFound');
        const { type, id } = requestOfKey(commissionId);
        const request = await findRequest(ctx.store, type, id);
        // Only an approved request has a commission (a fact fixed for the whole issue).
        if (!request || request.status !== 'approved') throw notFound('pinCommissionNotFound');
        await attachNewRequests(ctx);
        const clientId = await clientOfRequest(ctx.store.db, commissionId);
        if (!clientId) throw notFound('pinCommissionNotFound');
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
