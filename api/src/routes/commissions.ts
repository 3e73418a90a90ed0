import { randomUUID } from 'node:crypto';
import {
  COMMISSION_SWATCH_UPLOAD,
  commissionFabricSchema,
  commissionPaymentSchema,
  commissionQuoteSchema,
  commissionStageMoveSchema,
  measurementPinSchema,
  planAcceptSchema,
  type CommissionMeasurementsAnswer,
} from '@atelier/contracts';
import { clientStream, commissionStream, type ClientState } from '@atelier/domain';
import { executeCommands } from '@atelier/event-store';
import { clientOfRequest, commissionFabrics, listCommissions, measurementDrift } from '@atelier/projections';
import { Hono } from 'hono';
import { commissionChange, toCommissionCard } from '../commissions/answers.ts';
import { manualPayments } from '../commissions/payments/manual-payments.ts';
import { commissionDetail, commissionIdIn, commissionRecord, liveCommission } from '../commissions/read.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { planAcceptance } from '../fitting-plan/accept-plan.ts';
import { planAnswer, planFactsOf } from '../fitting-plan/plan-answer.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { pathId } from '../input/path-params.ts';
import { atelierToday } from '@atelier/contracts/dates';
import { commandRoute } from '../routing/command-route.ts';
import { list, privateFile, privateRead } from '../routing/read-routes.ts';
import { removeImages, storeUpload } from '../uploads/store-images.ts';

/**
 * /api/commissions (docs/product.md#commissions), the one router of the commission: the board,
 * a commission, and what the staff do to one: move its stage (`If-Match` required), send a
 * quote, record a payment by hand, add a fabric option, accept its fitting plan (ADR 053), pin
 * the measurements it is made to. Commands go to the commission's decider, which refuses one
 * not opened (404) or erased (409); reads go through the one gate in commissions/read.ts.
 */
export function commissionRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    list({
      access: 'signed-in',
      rows: async () => {
        const today = atelierToday(ctx.now());
        return (await listCommissions(ctx.store)).map((view) => toCommissionCard(view, today));
      },
    }),
  );

  app.get('/:id', privateRead({ access: 'signed-in', answer: async (c) => commissionDetail(ctx, await commissionRecord(ctx, c)) }));

  app.post(
    '/:id/stage',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(commissionStageMoveSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: 'required',
      status: 200,
      async plan({ c, input, at }) {
        const commissionId = commissionIdIn(c);
        const overrideReason = input.override?.reason;
        return {
          stream: commissionStream(commissionId),
          command: { type: 'MoveCommissionStage' as const, data: { commissionId, stage: input.stage, ...(overrideReason ? { overrideReason } : {}), at } },
          answer: commissionChange(commissionId),
        };
      },
    }),
  );

  app.post(
    '/:id/quote',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(commissionQuoteSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: true,
      status: 200,
      async plan({ c, input, at }) {
        const commissionId = commissionIdIn(c);
        const data = { commissionId, lines: input.lines, depositPercent: input.depositPercent, validUntil: input.validUntil, today: atelierToday(ctx.now()), at };
        return { stream: commissionStream(commissionId), command: { type: 'SendCommissionQuote' as const, data }, answer: commissionChange(commissionId) };
      },
    }),
  );

  app.post(
    '/:id/payments',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(commissionPaymentSchema, MAX_TEXT_FORM_BYTES),
      idempotencyScope: 'commission-payments',
      status: 201,
      async plan({ c, input, at }) {
        const commissionId = commissionIdIn(c);
        const command = manualPayments.record({ commissionId, ...input, at });
        return { stream: commissionStream(commissionId), command, answer: commissionChange(commissionId) };
      },
    }),
  );

  /** A fabric option, its swatch re-encoded without EXIF like every upload, stored before the command and removed if it is refused. */
  app.post(
    '/:id/fabrics',
    commandRoute(ctx, {
      access: 'signed-in',
      input: multipartInput(commissionFabricSchema, COMMISSION_SWATCH_UPLOAD),
      idempotencyScope: 'commission-fabrics',
      status: 201,
      async plan({ c, input, files, at }) {
        const commissionId = (await liveCommission(ctx, c)).commissionId;
        const swatch = await storeUpload(ctx.blobs, (extension) => `commissions/${commissionId}/fabric-${randomUUID()}.${extension}`, files);
        if (!swatch) throw notFound('imageNotFound');
        const { name, supplier, composition, pricePerMetreCents, metres } = input;
        return {
          stream: commissionStream(commissionId),
          command: { type: 'AddCommissionFabric' as const, data: { commissionId, name, supplier, composition, pricePerMetreCents, metres, swatchKey: swatch.key, at } },
          answer: commissionChange(commissionId),
          discard: () => removeImages(ctx.blobs, [swatch.key]),
        };
      },
    }),
  );

  app.get(
    '/:id/fabrics/:fabricId/swatch',
    privateFile({
      access: 'signed-in',
      async file(c) {
        const id = pathId(c, 'fabricId');
        const view = await commissionRecord(ctx, c);
        const fabric = (await commissionFabrics(ctx.store.db, view.streamId)).find((option) => option.fabric === id);
        const blob = fabric ? await ctx.blobs.get(fabric.swatchKey) : null;
        if (!blob) throw notFound('imageNotFound');
        return blob;
      },
    }),
  );

  app.get('/:id/plan', privateRead({ access: 'signed-in', answer: async (c) => planAnswer(await planFactsOf(ctx, await liveCommission(ctx, c), ctx.now())) }));

  app.post(
    '/:id/plan/accept',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(planAcceptSchema, MAX_TEXT_FORM_BYTES),
      // Not If-Match: the plan writes new streams only, and no one version stands for it (ADR 053).
      idempotencyScope: 'commission-plan',
      status: 200,
      async write({ c, input, at, metadata, idempotency }) {
        const { commands, answer } = await planAcceptance(ctx, await liveCommission(ctx, c), input, at, c.get('lang'));
        const written = await executeCommands(ctx.store, { commands, metadata, idempotency, result: { ...answer } });
        return { position: written.position, answer: written.result as Record<string, unknown> };
      },
    }),
  );

  /** The set the commission is made to and how her current set drifted from it (docs/product.md#clients-and-measurements). */
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

  /**
   * {setId}: the commission is made to one of its client's sets; the pin is kept on the client,
   * whose history holds the set (ADR 047). The designer chose the set from her client's history
   * as she saw it: `If-Match` (required) is that client's version, so a pin, a set or a merge
   * stored on her since is a 409 and never overwritten unseen (ADR 078).
   */
  app.post(
    '/:id/measurements/pin',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(measurementPinSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: 'required',
      status: 200,
      async plan({ c, input, at }) {
        const { commissionId, clientId } = await commissionClient(ctx, c);
        return {
          stream: clientStream(clientId),
          command: { type: 'PinCommissionMeasurements' as const, data: { clientId, commissionId, setId: input.setId, at } },
          answer: (_state: ClientState, version: number) => ({ commissionId, setId: input.setId, clientId, version }),
        };
      },
    }),
  );

  return app;
}

/** The client of a live commission: her request was attached to her by the reactor before its approval answered (ADR 064). */
async function commissionClient(ctx: AppContext, c: Parameters<typeof commissionIdIn>[0]): Promise<{ commissionId: string; clientId: string }> {
  const { commissionId } = await liveCommission(ctx, c);
  const clientId = await clientOfRequest(ctx.store.db, commissionId);
  if (!clientId) throw notFound('commissionNotFound');
  return { commissionId, clientId };
}
