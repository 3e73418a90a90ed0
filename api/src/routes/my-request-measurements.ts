import { clientMeasurementSetSchema } from '@atelier/contracts';
import { clientStream, type ClientState } from '@atelier/domain';
import { clientOfRequest } from '@atelier/projections';
import { Hono } from 'hono';
import { clientSession } from '../client-access/client-request.ts';
import type { AppContext, AppEnv, ClientRequest } from '../context.ts';
import { notFound } from '../errors.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { atelierToday } from '@atelier/contracts/dates';
import { commandRoute } from '../routing/command-route.ts';

/**
 * POST /api/my-request/measurements {values}: she enters her own set from her page, dated
 * today in Madrid, "by the client" until the designer accepts or corrects it. Her session
 * names her request, and her request her client: she reaches no one else's (ADR 046, 047).
 */
export function myRequestMeasurementRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', clientSession(ctx));

  app.post(
    '/measurements',
    commandRoute(ctx, {
      access: 'client',
      input: jsonInput(clientMeasurementSetSchema, MAX_TEXT_FORM_BYTES),
      idempotencyScope: 'my-request-measurements',
      status: 201,
      async plan({ c, input, at }) {
        const request: ClientRequest = c.get('clientRequest')!;
        const clientId = await clientOfRequest(ctx.store.db, `${request.type}-${request.id}`);
        if (!clientId) throw notFound('clientNotFound');
        return {
          stream: clientStream(clientId),
          command: { type: 'RecordMeasurementSet' as const, data: { clientId, takenAt: atelierToday(ctx.now()), takenBy: 'client' as const, values: input.values, at } },
          answer: (state: ClientState) => ({ id: state.status === 'none' ? null : `${clientId}.${state.setCount}`, takenAt: atelierToday(ctx.now()), pending: true }),
        };
      },
    }),
  );

  return app;
}
