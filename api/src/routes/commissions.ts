import { randomUUID } from 'node:crypto';
import { COMMISSION_SWATCH_UPLOAD, commissionFabricSchema, commissionPaymentSchema, commissionQuoteSchema, commissionStageMoveSchema } from '@atelier/contracts';
import { commissionStream } from '@atelier/domain';
import { commissionLog, listCommissions } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { commissionChange, swatchKeyOf, toCommissionCard } from '../commissions/answers.ts';
import { manualPayments } from '../commissions/payments/manual-payments.ts';
import { commissionDetail, commissionNamed } from '../commissions/read.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { pathId } from '../input/path-params.ts';
import { atelierToday } from '../atelier-day.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list, privateFile, privateRead } from '../routing/read-routes.ts';
import { removeImages, storeUpload } from '../uploads/store-images.ts';

const idOf = (c: Context<AppEnv>): string => c.req.param('id') ?? '';

/**
 * /api/commissions (docs/product.md#commissions): the board, a commission, and what the staff
 * do to one: move its stage (`If-Match` required), send a quote, record a payment by hand, add a
 * fabric option. A commission exists once its request is approved; any other id is a 404.
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

  app.get('/:id', privateRead({ access: 'signed-in', answer: (c) => commissionDetail(ctx, idOf(c)) }));

  app.post(
    '/:id/stage',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(commissionStageMoveSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: 'required',
      status: 200,
      async plan({ c, input, at }) {
        const { commissionId } = await commissionNamed(ctx, idOf(c));
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
        const { commissionId } = await commissionNamed(ctx, idOf(c));
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
        const { commissionId } = await commissionNamed(ctx, idOf(c));
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
        const { commissionId } = await commissionNamed(ctx, idOf(c));
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
        const view = await commissionNamed(ctx, idOf(c));
        const key = swatchKeyOf(await commissionLog(ctx.store, view.streamId), pathId(c, 'fabricId'));
        const blob = key ? await ctx.blobs.get(key) : null;
        if (!blob) throw notFound('imageNotFound');
        return blob;
      },
    }),
  );

  return app;
}
