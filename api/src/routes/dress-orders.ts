import { dressOrderSchema } from '@atelier/contracts';
import { DRESS_ORDER_ID_SEQUENCE, dressOrderStream } from '@atelier/domain';
import type { AppContext } from '../context.ts';
import { requestRoutes } from './request-routes.ts';

/** /api/dress-orders: a visitor orders a dress; the staff approve or deny it. */
export const dressOrderRoutes = (ctx: AppContext) =>
  requestRoutes(ctx, {
    type: 'dress',
    scope: 'dress-orders',
    schema: dressOrderSchema,
    sequence: DRESS_ORDER_ID_SEQUENCE,
    stream: dressOrderStream,
    submit: (input, requestId, imageKeys, submittedAt) => ({ type: 'SubmitDressOrder' as const, data: { ...input, requestId, imageKeys, submittedAt } }),
  });
