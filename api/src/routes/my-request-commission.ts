import { quoteAcceptSchema } from '@atelier/contracts';
import { commissionStream } from '@atelier/domain';
import { commissionFabrics, findCommissionOfRequest, type CommissionView } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { commissionChange } from '../commissions/answers.ts';
import type { AppContext, AppEnv, ClientRequest } from '../context.ts';
import { notFound } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathId } from '../input/path-params.ts';
import { atelierToday } from '@atelier/contracts/dates';
import { commandRoute } from '../routing/command-route.ts';
import { privateFile } from '../routing/read-routes.ts';

/** Accepting a quote names its number: `{ "quote": 2 }`. */
const MAX_ACCEPT_BYTES = 1024;

/** The commission of the request her session shows; her request not approved (or erased) has none: 404. */
async function herCommission(ctx: AppContext, c: Context<AppEnv>): Promise<CommissionView> {
  const request = c.get('clientRequest') as ClientRequest;
  const view = await findCommissionOfRequest(ctx.store, request.streamId);
  if (!view || view.erased) throw notFound('commissionNotFound');
  return view;
}

/**
 * Her part of the commission on her page (docs/product.md#commissions): she accepts the quote
 * with one click, chooses a fabric, and sees the swatches. Mounted inside /api/my-request, so
 * her session names the commission, never the path: another client's can never be reached.
 */
export function myRequestCommissionRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    '/quote/accept',
    commandRoute(ctx, {
      access: 'client',
      input: jsonInput(quoteAcceptSchema, MAX_ACCEPT_BYTES),
      idempotencyScope: 'my-request-quote-accept',
      status: 200,
      async plan({ c, input, at }) {
        const { commissionId } = await herCommission(ctx, c);
        return {
          stream: commissionStream(commissionId),
          command: { type: 'AcceptCommissionQuote' as const, data: { commissionId, quote: input.quote, today: atelierToday(ctx.now()), at } },
          answer: commissionChange(commissionId),
        };
      },
    }),
  );

  app.post(
    '/fabrics/:fabricId/choose',
    commandRoute(ctx, {
      access: 'client',
      input: noInput,
      idempotencyScope: 'my-request-fabric-choose',
      status: 200,
      async plan({ c, at }) {
        const { commissionId } = await herCommission(ctx, c);
        const fabric = pathId(c, 'fabricId');
        return { stream: commissionStream(commissionId), command: { type: 'ChooseCommissionFabric' as const, data: { commissionId, fabric, at } }, answer: commissionChange(commissionId) };
      },
    }),
  );

  app.get(
    '/fabrics/:fabricId/swatch',
    privateFile({
      access: 'client',
      async file(c) {
        const view = await herCommission(ctx, c);
        const id = pathId(c, 'fabricId');
        const key = (await commissionFabrics(ctx.store.db, view.streamId)).find((option) => option.fabric === id)?.swatchKey ?? null;
        const blob = key ? await ctx.blobs.get(key) : null;
        if (!blob) throw notFound('imageNotFound');
        return blob;
      },
    }),
  );

  return app;
}
