import { isErasedRequest, type RequestType } from '@atelier/contracts';
import { findRequest, type RequestView } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { notFound, requestErased } from '../errors.ts';

/** A commission's id is its request's key, `dress-12` or `concept-3` (the admin's `#request=dress-12`). */
const COMMISSION_ID = /^(dress|concept)-([1-9][0-9]{0,8})$/;

/** The request a commission belongs to, with its key. */
export interface CommissionRequest {
  requestType: RequestType;
  requestId: number;
  request: RequestView;
}

/**
 * The approved request a commission id names: a commission exists exactly when its request is
 * approved, so anything else is 404. A request whose client was erased is 409 before that, as
 * scheduling answers: planning her appointments would bring her name back (ADR 028).
 */
export async function commissionRequestOf(ctx: Pick<AppContext, 'store'>, commissionId: string): Promise<CommissionRequest> {
  const match = COMMISSION_ID.exec(commissionId);
  if (!match) throw notFound('commissionNotFound');
  const requestType = match[1] as RequestType;
  const requestId = Number(match[2]);
  const request = await findRequest(ctx.store, requestType, requestId);
  if (!request) throw notFound('commissionNotFound');
  if (isErasedRequest(request)) throw requestErased();
  if (request.status !== 'approved') throw notFound('commissionNotFound');
  return { requestType, requestId, request };
}
