import { UPLOAD_RULES, dressOrderSchema } from '@atelier/contracts';
import {
  DRESS_ORDER_STREAM_TYPE,
  dressOrderDecider,
  dressOrderStreamId,
  type DressOrderEvent,
  type DressOrderState,
  type SubmitDressOrder,
} from '@atelier/domain';
import type { AppContext } from '../context.ts';
import type { RequestKind } from './request-kind.ts';
import { requestRoutes } from './request-routes.ts';

const dressOrders: RequestKind<typeof dressOrderSchema, SubmitDressOrder, DressOrderEvent, DressOrderState> = {
  type: 'dress',
  scope: 'dress-orders',
  schema: dressOrderSchema,
  upload: UPLOAD_RULES.dressOrder,
  toasts: { succeeded: 'orderSubmitted', failed: 'orderFailed' },
  sequence: 'dress_order_ids',
  streamType: DRESS_ORDER_STREAM_TYPE,
  streamId: dressOrderStreamId,
  decider: dressOrderDecider,
  submitCommand: (input, requestId, imageKeys, submittedAt) => ({
    type: 'SubmitDressOrder',
    data: { ...input, requestId, imageKeys, submittedAt },
  }),
};

/** /api/dress-orders */
export const dressOrderRoutes = (ctx: AppContext) => requestRoutes(ctx, dressOrders);
