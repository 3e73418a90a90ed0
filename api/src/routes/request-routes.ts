import { statusPatchSchema } from '@atelier/contracts';
import { giveVerdict, type DomainEvent } from '@atelier/domain';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { pathId } from '../input/path-params.ts';
import { nativeFormAnswer } from '../middleware/native-form-answer.ts';
import { removeImages, storeImages } from '../uploads/store-images.ts';
import type { RequestKind } from './request-kind.ts';

/** POST / (a visitor's submission, multipart) and PATCH /:id/status (the staff's verdict). */
export function requestRoutes<S extends v.GenericSchema, C, E extends DomainEvent, St>(ctx: AppContext, kind: RequestKind<S, C, E, St>) {
  const app = new Hono<AppEnv>();
  const stream = (requestId: number) => ({ decider: kind.decider, streamId: kind.streamId(requestId), streamType: kind.streamType });

  app.post(
    '/',
    nativeFormAnswer(kind.toasts),
    commandRoute(ctx, {
      access: 'public',
      input: multipartInput(kind.schema, kind.upload),
      idempotencyScope: kind.scope,
      status: 201,
      async plan({ input, files }) {
        const requestId = await ctx.store.nextId(kind.sequence);
        const imageKeys = await storeImages(ctx.blobs, `requests/${kind.type}/${requestId}`, files);
        return {
          ...stream(requestId),
          command: kind.submitCommand(input, requestId, imageKeys, ctx.now().toISOString()),
          answer: { id: requestId, type: kind.type, status: 'pending' },
          // A refused submission, or a repeat of one already stored, keeps none of its photos.
          discard: () => removeImages(ctx.blobs, imageKeys),
        };
      },
    }),
  );

  app.patch(
    '/:id/status',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(statusPatchSchema, 1024),
      status: 200,
      plan({ c, input }) {
        const requestId = pathId(c, 'id');
        return {
          ...stream(requestId),
          command: giveVerdict(input.status, requestId, ctx.now().toISOString()),
          answer: { id: requestId, type: kind.type, status: input.status },
        };
      },
    }),
  );

  return app;
}
