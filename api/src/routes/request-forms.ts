import { REQUEST_FORMS, customConceptSchema, dressOrderSchema, statusPatchSchema, type Lang, type RequestType } from '@atelier/contracts';
import {
  CUSTOM_CONCEPT_ID_SEQUENCE,
  DRESS_ORDER_ID_SEQUENCE,
  customConceptStream,
  dressOrderStream,
  commissionIdOf,
  commissionStream,
  giveVerdict,
  type AggregateStream,
  type DomainEvent,
  type GiveVerdict,
} from '@atelier/domain';
import { followingCommand } from '@atelier/event-store';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { pathId } from '../input/path-params.ts';
import { nativeFormAnswer } from '../middleware/native-form-answer.ts';
import { commandRoute } from '../routing/command-route.ts';
import { removeImages, storeImages } from '../uploads/store-images.ts';

/** What a submission's command carries besides the form's fields. */
interface Submitted {
  requestId: number;
  imageKeys: string[];
  submittedAt: string;
  /** The request's language (the form's `lang`): every mail to her is written in it. */
  lang: Lang;
}

/** What sets one request form's routes apart: submitting it and giving a verdict on it are the same for both. */
interface RequestFormRoutes<Schema extends v.GenericSchema, Submit, Event extends DomainEvent, State> {
  type: RequestType;
  /** The scope of its Idempotency-Keys: its path, as stored keys have been scoped since the first. */
  scope: string;
  schema: Schema;
  /** The id sequence the numeric request ids come from. */
  sequence: string;
  stream(requestId: number): AggregateStream<Submit | GiveVerdict, Event, State>;
  submit(input: v.InferOutput<Schema>, submitted: Submitted): NoInfer<Submit>;
}

/** /api/dress-orders: a visitor orders a dress; the staff approve or deny it. */
export const dressOrderRoutes = (ctx: AppContext) =>
  requestFormRoutes(ctx, {
    type: 'dress',
    scope: 'dress-orders',
    schema: dressOrderSchema,
    sequence: DRESS_ORDER_ID_SEQUENCE,
    stream: dressOrderStream,
    submit: (input, submitted) => ({ type: 'SubmitDressOrder' as const, data: { ...input, ...submitted } }),
  });

/** /api/custom-concepts: a visitor shares a dress idea; the staff approve or deny it. */
export const customConceptRoutes = (ctx: AppContext) =>
  requestFormRoutes(ctx, {
    type: 'concept',
    scope: 'custom-concepts',
    schema: customConceptSchema,
    sequence: CUSTOM_CONCEPT_ID_SEQUENCE,
    stream: customConceptStream,
    submit: (input, submitted) => ({ type: 'SubmitCustomConcept' as const, data: { ...input, ...submitted } }),
  });

/** A verdict is a word: `{ "status": "approved" }`. */
const MAX_VERDICT_BYTES = 1024;

/**
 * POST / (a visitor's submission, multipart, with the form's upload rule and toasts from
 * contracts' REQUEST_FORMS) and PATCH /:id/status (the staff's verdict).
 */
function requestFormRoutes<S extends v.GenericSchema, C, E extends DomainEvent, St>(ctx: AppContext, kind: RequestFormRoutes<S, C, E, St>) {
  const app = new Hono<AppEnv>();
  const form = REQUEST_FORMS[kind.type];

  app.post(
    '/',
    nativeFormAnswer(form),
    commandRoute(ctx, {
      access: 'public',
      input: multipartInput(kind.schema, form.upload),
      idempotencyScope: kind.scope,
      status: 201,
      async plan({ c, input, files, at }) {
        const requestId = await ctx.store.nextId(kind.sequence);
        const imageKeys = await storeImages(ctx.blobs, `requests/${kind.type}/${requestId}`, files);
        return {
          stream: kind.stream(requestId),
          command: kind.submit(input, { requestId, imageKeys, submittedAt: at, lang: c.get('lang') }),
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
      input: jsonInput(statusPatchSchema, MAX_VERDICT_BYTES),
      status: 200,
      plan({ c, input, at }) {
        const requestId = pathId(c, 'id');
        // Approving opens her commission on its own stream, in the verdict's append (ADR 065).
        const commissionId = commissionIdOf(kind.type, requestId);
        const opening = { type: 'OpenCommission' as const, data: { commissionId, requestType: kind.type, requestId, at } };
        return {
          stream: kind.stream(requestId),
          command: giveVerdict(input.status, requestId, at),
          answer: { id: requestId, type: kind.type, status: input.status },
          also: input.status === 'approved' ? [followingCommand(commissionStream(commissionId), opening)] : [],
        };
      },
    }),
  );

  return app;
}
